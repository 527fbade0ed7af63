import { Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegionRecord } from '@aed/shared/schemas/region';
import { ListLoadError } from '../../../components/list/list-table';
import { TreeTable, type TreeLevel } from '../../../components/list/tree-table';
import { errorMessage } from '../../../lib/error-message';
import { regionChildrenOptions, useRegionChildren } from '../api/get-region-children';
import { RegionLevelBadge, RegionNameText, RegionRowActions, RegionStatusBadge, type RegionRowHandlers } from './region-row-parts';
import { useRegionName } from '../../../components/region/use-region-name';

interface TreeProps {
  expanded: ReadonlySet<number>;
  onToggle: (region: RegionRecord) => void;
  handlers: RegionRowHandlers;
}

/**
 * The region tree as a table, loaded level by level as rows are expanded (never the whole tree at once): each open
 * row's level is one request reading that level only, made when the level is first shown.
 */
export function RegionTreeTable({ expanded, onToggle, handlers }: TreeProps) {
  const { t } = useTranslation('region');
  const { name } = useRegionName();
  const countries = useRegionChildren(0);
  const openIds = [...expanded];
  const levels = useQueries({ queries: openIds.map((id) => regionChildrenOptions(id)) });
  const levelOf = new Map(openIds.map((id, i) => [id, levels[i]]));

  const childrenOf = (r: RegionRecord): TreeLevel<RegionRecord> => {
    const level = levelOf.get(r.regionId);
    if (level?.isSuccess) return level.data;
    if (level?.isError) {
      return {
        testId: `region-children-error-${r.regionCode}`,
        notice: (
          <HStack gap="3" color="fg.error">
            <Text>{errorMessage(t, level.error)}</Text>
            <Button size="xs" variant="outline" onClick={() => void level.refetch()}>
              {t('table.retry')}
            </Button>
          </HStack>
        ),
      };
    }
    return {
      testId: `region-children-loading-${r.regionCode}`,
      notice: (
        <HStack gap="3" py="1">
          <Spinner size="sm" />
          <Text>{t('table.loadingChildren', { name: name(r) })}</Text>
        </HStack>
      ),
    };
  };

  return (
    <Stack gap="3">
      {countries.isError && (
        <ListLoadError testId="region-load-error" message={errorMessage(t, countries.error)} onRetry={() => void countries.refetch()} retryLabel={t('table.retry')} />
      )}
      <TreeTable
        testId="region-table"
        columns={[t('fields.regionName'), t('fields.regionCode'), t('fields.level'), t('fields.orderNum'), t('fields.status')]}
        actionsHeader={t('fields.actions')}
        roots={countries.data ?? []}
        rowKey={(r) => r.regionId}
        rowTestId={(r) => `region-row-${r.regionCode}`}
        rowData={(r) => ({ 'data-status': r.status })}
        loading={countries.isPending}
        loadingText={t('table.loading')}
        loadingTestId="region-loading"
        failed={countries.isError}
        emptyText={t('table.empty')}
        emptyTestId="region-empty"
        hasChildren={(r) => r.childCount > 0}
        childrenOf={childrenOf}
        isOpen={(r) => expanded.has(r.regionId)}
        onToggle={onToggle}
        toggleLabel={(r, open) => t(open ? 'table.collapse' : 'table.expand', { name: name(r) })}
        toggleTitle={(r) => t('table.children', { count: r.childCount })}
        toggleTestId={(r) => `region-toggle-${r.regionCode}`}
        renderName={(r) => <RegionNameText region={r} />}
        renderCells={(r) => (
          <>
            <Table.Cell>{r.regionCode}</Table.Cell>
            <Table.Cell>
              <RegionLevelBadge level={r.level} />
            </Table.Cell>
            <Table.Cell>{r.orderNum}</Table.Cell>
            <Table.Cell>
              <RegionStatusBadge status={r.status} />
            </Table.Cell>
          </>
        )}
        renderActions={(r) => <RegionRowActions region={r} handlers={handlers} />}
      />
    </Stack>
  );
}
