import { useMemo, useState } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { ReportSchedulePageQuery, ReportScheduleRecord } from '@aed/shared/schemas/report-schedule';
import { TruncatedCell, TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useRemoveReportSchedule } from '../api/change-report-schedule';
import { useReportSchedulePage } from '../api/get-report-schedule-page';
import { ReportScheduleDialog } from './report-schedule-dialog';

/**
 * The report email schedules (menu component 'report/schedule/index', decision 0057; spec device-lifecycle section 2
 * "Settings for the report email list and interval days"): per organization of the caller's scope, the list its
 * approved inspection reports are mailed to and every how many days, when the next mailing is due and what the last
 * one sent. The organization tree narrows the list (in the URL, decision 0039); with the edit permission a schedule
 * is added, edited or removed, each change on the version shown.
 */
export default function ReportSchedulePage() {
  const { t } = useTranslation('report');
  const { hasPermission } = usePermission();
  const canEdit = hasPermission(PERMISSIONS.reportSchedule.edit);
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const query = useMemo<ReportSchedulePageQuery>(() => ({ deptId, limit: paging.limit, cursor: paging.cursor }), [deptId, paging.limit, paging.cursor]);
  const list = useReportSchedulePage(query);
  const [editing, setEditing] = useState<ReportScheduleRecord | 'new' | null>(null);
  const remover = useConfirmAction({
    mutation: useRemoveReportSchedule(),
    toVariables: (row: ReportScheduleRecord) => ({ deptId: row.deptId, version: row.version }),
    successText: () => t('schedule.toast.removed'),
    errorText: (err) => errorMessage(t, err),
  });

  return (
    <OrgTreeLayout testId="report-schedule-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="report" testIdPrefix="report-schedule" />}>
      <Stack gap="4">
        <ListToolbar label={t('schedule.toolbar.label')}>
          <ToolbarButton kind="add" testId="report-schedule-add" permission={PERMISSIONS.reportSchedule.edit} onClick={() => setEditing('new')} />
        </ListToolbar>

        {list.isError && <ListLoadError testId="report-schedule-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('schedule.table.retry')} />}

        <ListTable
          testId="report-schedule-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('schedule.fields.organization'), t('schedule.fields.emails'), t('schedule.fields.intervalDays'), t('schedule.table.nextRun'), t('schedule.table.lastRun'), t('schedule.table.updated')]}
          actionsHeader={canEdit ? t('schedule.table.actions') : undefined}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row.deptId}
          rowTestId={(row) => `report-schedule-row-${row.deptId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('schedule.table.empty')}
          emptyTestId="report-schedule-empty"
          renderCells={(row) => (
            <>
              <Table.Cell>{row.deptName}</Table.Cell>
              <TruncatedCell maxWidth="72" text={row.emails.join(', ')} />
              <Table.Cell whiteSpace="nowrap" data-testid={`report-schedule-interval-${row.deptId}`}>
                {t('schedule.table.everyDays', { count: row.intervalDays })}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" data-testid={`report-schedule-next-${row.deptId}`}>
                {formatDateTime(row.nextRunTime)}
              </Table.Cell>
              {row.lastRunTime ? (
                <TwoLineCell
                  nowrap
                  main={formatDateTime(row.lastRunTime)}
                  sub={
                    <>
                      {t('schedule.table.sentCount', { count: row.lastSentCount })}
                      {/* why the last run stopped short (no logo, no PDF) or a mail failed: the next run tries again */}
                      {row.lastError ? (
                        <Text as="span" display="block" color="fg.error" whiteSpace="normal" data-testid={`report-schedule-error-${row.deptId}`}>
                          {translateErrorCode(t, row.lastError) ?? row.lastError}
                        </Text>
                      ) : null}
                    </>
                  }
                />
              ) : (
                <Table.Cell color="fg.muted">{t('schedule.table.notYet')}</Table.Cell>
              )}
              <TwoLineCell nowrap main={row.updateBy} sub={formatDateTime(row.updateTime)} />
            </>
          )}
          renderActions={
            canEdit
              ? (row) => (
                  <>
                    <RowActionButton kind="edit" testId={`report-schedule-edit-${row.deptId}`} onClick={() => setEditing(row)} />
                    <RowActionButton kind="delete" testId={`report-schedule-remove-${row.deptId}`} label={t('schedule.actions.remove')} onClick={() => remover.ask(row)} />
                  </>
                )
              : undefined
          }
        />

        <CursorPagination testId="report-schedule" paging={paging} list={list} />
      </Stack>
      {editing && <ReportScheduleDialog record={editing === 'new' ? undefined : editing} deptId={deptId} onClose={() => setEditing(null)} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('schedule.remove.title')}
          message={t('schedule.remove.message', { name: remover.target.deptName })}
          confirmLabel={t('schedule.actions.remove')}
          cancelLabel={t('schedule.remove.cancel')}
          testId="report-schedule-remove-dialog"
          actionTestIdPrefix="report-schedule-remove"
        />
      )}
    </OrgTreeLayout>
  );
}
