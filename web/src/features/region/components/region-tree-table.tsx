import type { ReactNode } from 'react';
import { Box, Button, HStack, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { RegionRecord } from '@aed/shared/schemas/region';
import { ActionsCell, ActionsHeader, TableFrame } from '../../../components/list/table-frame';
import { errorMessage } from '../../../lib/error-message';
import { useRegionChildren } from '../api/get-region-children';
import { RegionLevelBadge, RegionNameText, RegionRowActions, RegionStatusBadge, type RegionRowHandlers } from './region-row-parts';
import { useRegionName } from './use-region-name';

const COLUMNS = 6;

interface TreeProps {
  expanded: ReadonlySet<number>;
  onToggle: (region: RegionRecord) => void;
  handlers: RegionRowHandlers;
}

/** A full-width row (loading, empty, error). */
function WideRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Table.Row data-testid={testId}>
      <Table.Cell colSpan={COLUMNS}>{children}</Table.Cell>
    </Table.Row>
  );
}

interface LevelProps extends TreeProps {
  parent: RegionRecord | null;
  depth: number;
}

/**
 * One level of the tree: the children of `parent` (null: the countries), loaded when the level is first shown (one
 * request reading that level only); each expanded row shows its own level below it.
 */
function RegionLevel({ parent, depth, expanded, onToggle, handlers }: LevelProps) {
  const { t } = useTranslation('region');
  const { name } = useRegionName();
  const parentId = parent?.regionId ?? 0;
  const level = useRegionChildren(parentId);
  const indent = `${depth * 20}px`;

  if (level.isPending) {
    return (
      <WideRow testId={parent ? `region-children-loading-${parent.regionCode}` : 'region-loading'}>
        <HStack justify={parent ? 'flex-start' : 'center'} ps={parent ? indent : undefined} py={parent ? '1' : '8'} gap="3">
          <Spinner size="sm" />
          <Text>{parent ? t('table.loadingChildren', { name: name(parent) }) : t('table.loading')}</Text>
        </HStack>
      </WideRow>
    );
  }
  if (level.isError) {
    return (
      <WideRow testId={parent ? `region-children-error-${parent.regionCode}` : 'region-load-error'}>
        <HStack ps={indent} gap="3" color="fg.error">
          <Text>{errorMessage(t, level.error)}</Text>
          <Button size="xs" variant="outline" onClick={() => void level.refetch()}>
            {t('table.retry')}
          </Button>
        </HStack>
      </WideRow>
    );
  }
  if (!parent && level.data.length === 0) {
    return (
      <WideRow>
        <Text textAlign="center" py="8" color="fg.muted" data-testid="region-empty">
          {t('table.empty')}
        </Text>
      </WideRow>
    );
  }
  return (
    <>
      {level.data.map((r) => {
        const open = expanded.has(r.regionId);
        return [
          <Table.Row key={r.regionId} data-testid={`region-row-${r.regionCode}`} aria-level={depth + 1} data-status={r.status}>
            <Table.Cell>
              <HStack gap="1" ps={indent}>
                {r.childCount > 0 ? (
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-expanded={open}
                    aria-label={t(open ? 'table.collapse' : 'table.expand', { name: name(r) })}
                    title={t('table.children', { count: r.childCount })}
                    data-testid={`region-toggle-${r.regionCode}`}
                    onClick={() => onToggle(r)}
                  >
                    {open ? <LuChevronDown /> : <LuChevronRight />}
                  </IconButton>
                ) : (
                  <Box width="6" flexShrink={0} />
                )}
                <RegionNameText region={r} />
              </HStack>
            </Table.Cell>
            <Table.Cell>{r.regionCode}</Table.Cell>
            <Table.Cell>
              <RegionLevelBadge level={r.level} />
            </Table.Cell>
            <Table.Cell>{r.orderNum}</Table.Cell>
            <Table.Cell>
              <RegionStatusBadge status={r.status} />
            </Table.Cell>
            <ActionsCell>
              <RegionRowActions region={r} handlers={handlers} />
            </ActionsCell>
          </Table.Row>,
          open ? <RegionLevel key={`${r.regionId}-children`} parent={r} depth={depth + 1} expanded={expanded} onToggle={onToggle} handlers={handlers} /> : null,
        ];
      })}
    </>
  );
}

/** The region tree as a table, loaded level by level as rows are expanded (never the whole tree at once). */
export function RegionTreeTable(props: TreeProps) {
  const { t } = useTranslation('region');
  return (
    <TableFrame interactive data-testid="region-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('fields.regionName')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.regionCode')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.level')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.orderNum')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
          <ActionsHeader>{t('fields.actions')}</ActionsHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <RegionLevel parent={null} depth={0} {...props} />
      </Table.Body>
    </TableFrame>
  );
}
