import { Badge, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { ConfigRecord } from '@aed/shared/schemas/config';
import { CodeCell, DateTimeCell, TruncatedCell } from '../../../components/list/cells';
import { ListTable, type SelectionState } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';

interface Props {
  rows: readonly ConfigRecord[];
  /** First load: nothing to show yet. */
  loading: boolean;
  /** A newer page is on its way while the previous one stays visible. */
  refreshing: boolean;
  /** The list could not be loaded (the page shows why): no empty-state message then. */
  failed: boolean;
  /** The checked rows (`useRowSelection`). */
  selection: SelectionState<ConfigRecord, number>;
  /** The user may modify or delete: the rows have an actions column. */
  anyAction: boolean;
  onEdit: (row: ConfigRecord) => void;
  onDelete: (row: ConfigRecord) => void;
}

/** The parameter list with row selection and row actions (each by its permission). */
export function ConfigTable({ rows, loading, refreshing, failed, selection, anyAction, onEdit, onDelete }: Props) {
  const { t } = useTranslation('config');

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
          <CodeCell text={row.configKey} />
          <TruncatedCell maxWidth="60" text={row.configValue} />
          <Table.Cell>
            <Badge colorPalette={row.configType === 'Y' ? 'blue' : 'gray'} variant="subtle">
              {t(`type.${row.configType}`)}
            </Badge>
          </Table.Cell>
          <Table.Cell data-testid={`config-dept-${row.configKey}`}>{row.deptName}</Table.Cell>
          <TruncatedCell text={row.remark} />
          <DateTimeCell value={row.createTime} />
        </>
      )}
      renderActions={
        anyAction
          ? (row) => (
              <>
                <RowActionButton kind="edit" permission={PERMISSIONS.config.edit} testId={`config-row-edit-${row.configKey}`} onClick={() => onEdit(row)} />
                <RowActionButton kind="delete" permission={PERMISSIONS.config.remove} testId={`config-row-delete-${row.configKey}`} label={t('toolbar.delete')} onClick={() => onDelete(row)} />
              </>
            )
          : undefined
      }
    />
  );
}
