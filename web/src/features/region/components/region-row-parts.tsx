import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuCircleOff, LuPlus } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MAX_REGION_DEPTH, type RegionRecord } from '@aed/shared/schemas/region';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { useRegionName } from '../../../components/region/use-region-name';

/** What a row may ask the page to do. */
export interface RegionRowHandlers {
  onAddChild: (parent: RegionRecord) => void;
  onEdit: (region: RegionRecord) => void;
  onToggleStatus: (region: RegionRecord) => void;
  onDelete: (region: RegionRecord) => void;
}

/** The name in the UI language, with the default (official) name under it when they differ. */
export function RegionNameText({ region }: { region: RegionRecord }) {
  const { t } = useTranslation('region');
  const { name } = useRegionName();
  const shown = name(region);
  return (
    <Stack gap="0">
      <Text>{shown}</Text>
      {shown !== region.regionName && (
        <Text fontSize="xs" color="fg.muted">
          {t('table.defaultName', { name: region.regionName })}
        </Text>
      )}
    </Stack>
  );
}

export function RegionLevelBadge({ level }: { level: number }) {
  const { t } = useTranslation('region');
  return (
    <Badge variant="outline" colorPalette="gray">
      {t(`level.${level}`)}
    </Badge>
  );
}

export function RegionStatusBadge({ status }: { status: RegionRecord['status'] }) {
  const { t } = useTranslation('region');
  return (
    <Badge colorPalette={status === '0' ? 'green' : 'red'} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Row actions by permission: add a sub-region (enabled regions above the last level), edit, enable/disable, delete. */
export function RegionRowActions({ region, handlers }: { region: RegionRecord; handlers: RegionRowHandlers }) {
  const { t } = useTranslation('region');
  const code = region.regionCode;
  return (
    <>
      {region.level < MAX_REGION_DEPTH && region.status === '0' && (
        <RowActionButton kind="add" icon={<LuPlus />} permission={PERMISSIONS.region.add} testId={`region-row-add-${code}`} label={t('toolbar.addChild')} onClick={() => handlers.onAddChild(region)} />
      )}
      <RowActionButton kind="edit" permission={PERMISSIONS.region.edit} testId={`region-row-edit-${code}`} onClick={() => handlers.onEdit(region)} />
      <RowActionButton
        kind="other"
        palette={region.status === '0' ? 'orange' : 'green'}
        icon={region.status === '0' ? <LuCircleOff /> : <LuCircleCheck />}
        permission={PERMISSIONS.region.edit}
        testId={`region-row-status-${code}`}
        label={region.status === '0' ? t('toolbar.disable') : t('toolbar.enable')}
        onClick={() => handlers.onToggleStatus(region)}
      />
      <RowActionButton kind="delete" permission={PERMISSIONS.region.remove} testId={`region-row-delete-${code}`} label={t('toolbar.delete')} onClick={() => handlers.onDelete(region)} />
    </>
  );
}
