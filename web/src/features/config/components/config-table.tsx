import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConfigRecord } from '@aed/shared/schemas/config';
import { ListTable, type SelectionState } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { formatDateTime } from '../utils/format-date-time';

interface Props {
  rows: readonly ConfigRecord[];
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A newer page is on its way while the previous one stays visible. */
  refreshing: boolean;
  /** The list could not be loaded (the page shows why): no empty-state message then. */
  failed: boolean;
  selected: ReadonlySet<number>;
  onSelect: (configId: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: ConfigRecord) => void;
  onDelete: (row: ConfigRecord) => void;
}

/** The parameter list with row selection and row actions. */
export function ConfigTable({ rows, loading, refreshing, failed, selected, onSelect, onSelectAll, canEdit, canRemove, onEdit, onDelete }: Props) {
  const { t } = useTranslation('config');
  const selectedOnPage = rows.filter((r) => selected.has(r.configId)).length;
  const selection: SelectionState<ConfigRecord, number> = {
    headerChecked: rows.length > 0 && selectedOnPage === rows.length ? true : selectedOnPage > 0 ? 'indeterminate' : false,
    isSelected: (row) => selected.has(row.configId),
    toggle: onSelect,
    toggleAll: onSelectAll,
  };

  return (
    <ListTable
      testId="config-table"
      interactive
      columns={[
        t('fields.configId'),
        t('fields.configName'),
        t('fields.configKey'),
        t('fields.configValue'),
        t('fields.configType'),
        t('fields.deptName'),
        t('fields.remark'),
        t('fields.createTime'),
      ]}
      actionsHeader={t('fields.actions')}
      rows={rows}
      rowKey={(row) => row.configId}
      rowTestId={(row) => `config-row-${row.configKey}`}
      loading={loading}
      loadingText={t('table.loading')}
      loadingTestId="config-loading"
      refreshing={refreshing}
      failed={failed}
      emptyText={t('table.empty')}
      emptyTestId="config-empty"
      selection={{
        selection,
        keyOf: (row) => row.configId,
        selectAllLabel: t('table.selectAll'),
        selectRowLabel: (row) => t('table.selectRow', { key: row.configKey }),
        checkAllTestId: 'config-check-all',
        rowCheckTestId: (row) => `config-row-check-${row.configKey}`,
      }}
      renderCells={(row) => (
        <>
          <Table.Cell>{row.configId}</Table.Cell>
          <Table.Cell>{row.configName}</Table.Cell>
          <Table.Cell>
            <Text as="code" fontFamily="mono" fontSize="xs">
              {row.configKey}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Box maxWidth="60" truncate title={row.configValue}>
              {row.configValue}
            </Box>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={row.configType === 'Y' ? 'blue' : 'gray'} variant="subtle">
              {t(`type.${row.configType}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell data-testid={`config-dept-${row.configKey}`}>{row.deptName}</Table.Cell>
          <Table.Cell>
            <Box maxWidth="48" truncate title={row.remark}>
              {row.remark}
            </Box>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
        </>
      )}
      renderActions={
        canEdit || canRemove
          ? (row) => (
              <>
                {canEdit && <RowActionButton kind="edit" testId={`config-row-edit-${row.configKey}`} label={t('toolbar.edit')} onClick={() => onEdit(row)} />}
                {canRemove && <RowActionButton kind="delete" testId={`config-row-delete-${row.configKey}`} label={t('toolbar.delete')} onClick={() => onDelete(row)} />}
              </>
            )
          : undefined
      }
    />
  );
}
