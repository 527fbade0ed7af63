import { Badge, Switch, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileText, LuPlay } from 'react-icons/lu';
import type { JobRecord } from '@aed/shared/schemas/job';
import { CodeCell } from '../../../components/list/cells';
import { ListTable, type SelectionState } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { formatDateTime } from '../../../lib/format';

interface Props {
  rows: readonly JobRecord[];
  loading: boolean;
  refreshing: boolean;
  failed: boolean;
  /** The checked rows (`useRowSelection`). */
  selection: SelectionState<JobRecord, number>;
  can: { edit: boolean; remove: boolean; changeStatus: boolean; list: boolean };
  onEdit: (row: JobRecord) => void;
  onDelete: (row: JobRecord) => void;
  onToggleStatus: (row: JobRecord) => void;
  onRun: (row: JobRecord) => void;
  onLog: (row: JobRecord) => void;
}

/** The job list: selection, status switch (pause/resume) and row actions. */
export function JobTable({ rows, loading, refreshing, failed, selection, can, onEdit, onDelete, onToggleStatus, onRun, onLog }: Props) {
  const { t } = useTranslation('job');

  return (
    <ListTable
      testId="job-table"
      interactive
      columns={[t('fields.jobId'), t('fields.jobName'), t('fields.jobGroup'), t('fields.invokeTarget'), t('fields.cronExpression'), t('fields.nextValidTime'), t('fields.status')]}
      actionsHeader={t('fields.actions')}
      rows={rows}
      rowKey={(row) => row.jobId}
      rowTestId={(row) => `job-row-${row.jobId}`}
      loading={loading}
      loadingText={t('table.loading')}
      refreshing={refreshing}
      failed={failed}
      emptyText={t('table.empty')}
      emptyTestId="job-empty"
      selection={{
        selection,
        keyOf: (row) => row.jobId,
        selectAllLabel: t('table.selectAll'),
        selectRowLabel: (row) => t('table.selectRow', { name: row.jobName }),
        rowCheckTestId: (row) => `job-row-check-${row.jobId}`,
      }}
      renderCells={(row) => (
        <>
          <Table.Cell>{row.jobId}</Table.Cell>
          <Table.Cell>{row.jobName}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={row.jobGroup === 'system' ? 'blue' : 'gray'} variant="subtle">
              {t(`group.${row.jobGroup}`)}
            </Badge>
          </Table.Cell>
          <CodeCell text={row.invokeTarget} />
          <CodeCell text={row.cronExpression} />
          <Table.Cell whiteSpace="nowrap">{row.nextValidTime ? formatDateTime(row.nextValidTime) : '—'}</Table.Cell>
          <Table.Cell>
            {can.changeStatus ? (
              <Switch.Root checked={row.status === '0'} onCheckedChange={() => onToggleStatus(row)} data-testid={`job-row-status-${row.jobId}`} colorPalette="green">
                <Switch.HiddenInput aria-label={t('table.statusSwitch', { name: row.jobName })} />
                <Switch.Control />
                <Switch.Label>{t(`status.${row.status}`)}</Switch.Label>
              </Switch.Root>
            ) : (
              <Badge colorPalette={row.status === '0' ? 'green' : 'orange'}>{t(`status.${row.status}`)}</Badge>
            )}
          </Table.Cell>
        </>
      )}
      renderActions={(row) => (
        <>
          {can.edit && <RowActionButton kind="edit" testId={`job-row-edit-${row.jobId}`} onClick={() => onEdit(row)} />}
          {can.changeStatus && <RowActionButton kind="other" icon={<LuPlay />} palette="green" testId={`job-row-run-${row.jobId}`} label={t('toolbar.run')} onClick={() => onRun(row)} />}
          <RowActionButton kind="other" icon={<LuFileText />} testId={`job-row-log-${row.jobId}`} label={t('toolbar.log')} onClick={() => onLog(row)} />
          {can.remove && row.jobGroup !== 'system' && <RowActionButton kind="delete" testId={`job-row-delete-${row.jobId}`} label={t('toolbar.delete')} onClick={() => onDelete(row)} />}
        </>
      )}
    />
  );
}
