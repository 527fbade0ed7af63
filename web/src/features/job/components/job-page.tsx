import { useEffect, useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileText } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { JOB_GROUPS, JOB_STATUSES, type JobPageQuery, type JobRecord, type JobSearch } from '@aed/shared/schemas/job';
import { ListLoadError } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useListSearch, usePageNumbers } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';
import { notifyError, notifySuccess, notifyWarning } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useChangeJobStatus } from '../api/change-job-status';
import { useDeleteJobs } from '../api/delete-job';
import { useExportJobs } from '../api/export-job';
import { useJobPage } from '../api/get-job-page';
import { useRunJob } from '../api/run-job';
import { JobFormDialog, type JobFormTarget } from './job-form-dialog';
import { JobLogDialog } from './job-log-dialog';
import { EMPTY_SEARCH, toJobSearch, type JobSearchForm } from './job-search-state';
import { JobTable } from './job-table';

/**
 * Scheduled jobs screen, menu component 'monitor/job/index': search, list, add / modify (with a preview of the next
 * fire times), pause / resume, run once, delete, export, and the job log. Each action needs its permission.
 */
export default function JobPage() {
  const { t } = useTranslation('job');
  const { hasPermission } = usePermission();
  const can = {
    list: hasPermission(PERMISSIONS.job.list),
    edit: hasPermission(PERMISSIONS.job.edit),
    remove: hasPermission(PERMISSIONS.job.remove),
    changeStatus: hasPermission(PERMISSIONS.job.changeStatus),
  };

  const paging = usePageNumbers();
  const searching = useListSearch<JobSearchForm, JobSearch>({
    empty: EMPTY_SEARCH,
    parse: toJobSearch,
    onInvalid: () => notifyError(translateErrorCode(t, 'common.validation') ?? ''),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setField, search } = searching;
  const [formTarget, setFormTarget] = useState<JobFormTarget | null>(null);
  const [logOf, setLogOf] = useState<{ job?: { jobId: number; jobName: string } } | null>(null);
  const [runTarget, setRunTarget] = useState<JobRecord | null>(null);

  const { page, limit } = paging;
  const query = useMemo<JobPageQuery>(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = useJobPage(query);
  const exporter = useExportJobs();
  const run = useRunJob();
  const rows: readonly JobRecord[] = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const selection = useRowSelection(rows, (r: JobRecord) => r.jobId);
  const selectedRows = selection.selectedRows;
  const remover = useConfirmAction({
    mutation: useDeleteJobs(),
    toVariables: (jobs: readonly JobRecord[]) => jobs.map((r) => r.jobId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: (jobs) => selection.forget(jobs.map((r) => r.jobId)),
  });
  const statusChanger = useConfirmAction({
    mutation: useChangeJobStatus(),
    toVariables: (row: JobRecord) => ({ jobId: row.jobId, status: row.status === '0' ? ('1' as const) : ('0' as const) }),
    successText: (row) => (row.status === '0' ? t('toast.paused') : t('toast.resumed')),
    errorText: (err) => errorMessage(t, err),
  });

  // After deleting the last rows of the last page, show the page that is now the last one.
  const { setPage } = paging;
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / limit));
    if (list.data && !list.isPlaceholderData && rows.length === 0 && page > lastPage) setPage(lastPage, { replace: true });
  }, [list.data, list.isPlaceholderData, rows.length, total, limit, page, setPage]);

  const confirmRun = () =>
    runTarget &&
    run.mutate(runTarget.jobId, {
      onSettled: () => setRunTarget(null),
      onSuccess: (r) => {
        if (r.status === '0') notifySuccess(t('toast.runOk', { affected: r.affected, duration: r.durationMs }));
        else if (r.status === '2') notifyWarning(t('toast.runSkipped'));
        else notifyError(t('toast.runFailed', { error: r.error ?? '' }));
      },
      onError: (err) => notifyError(errorMessage(t, err)),
    });

  return (
    <Stack gap="4" p="4" data-testid="job-page">
      <SearchBar label={t('search.label')} testIdPrefix="job" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="52" label={t('fields.jobName')} testId="job-search-name" value={form.jobName} maxLength={64} placeholder={t('search.namePlaceholder')} onChange={(v) => setField('jobName', v)} />
        <SearchSelectField
          label={t('fields.jobGroup')}
          testId="job-search-group"
          value={form.jobGroup}
          onChange={(v) => setField('jobGroup', v)}
          allLabel={t('search.all')}
          options={JOB_GROUPS.map((g) => ({ value: g, label: t(`group.${g}`) }))}
        />
        <SearchSelectField
          label={t('fields.status')}
          testId="job-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={JOB_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.job.add} testId="job-add" label={t('toolbar.add')} onClick={() => setFormTarget({ mode: 'add' })} />
        <ToolbarButton
          kind="edit"
          permission={PERMISSIONS.job.edit}
          testId="job-edit"
         
          disabled={selectedRows.length !== 1}
          onClick={() => setFormTarget({ mode: 'edit', jobId: selectedRows[0].jobId })}
        />
        <ToolbarButton
          kind="delete"
          permission={PERMISSIONS.job.remove}
          testId="job-delete"
          label={t('toolbar.delete')}
          // the system jobs are never deleted
          disabled={selectedRows.length === 0 || selectedRows.some((r) => r.jobGroup === 'system')}
          onClick={() => remover.ask(selection.selectedRows)}
        />
        <ExportButton permission={PERMISSIONS.job.export} testId="job-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
        <ToolbarButton kind="other" palette="gray" icon={<LuFileText />} testId="job-log" label={t('toolbar.log')} onClick={() => setLogOf({})} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="job-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <JobTable
        rows={rows}
        loading={list.isPending}
        refreshing={list.isFetching && list.isPlaceholderData}
        failed={list.isError && !list.data}
        selection={selection}
        can={can}
        onEdit={(row) => setFormTarget({ mode: 'edit', jobId: row.jobId })}
        onDelete={(row) => remover.ask([row])}
        onToggleStatus={statusChanger.ask}
        onRun={setRunTarget}
        onLog={(row) => setLogOf({ job: { jobId: row.jobId, jobName: row.jobName } })}
      />

      <ListPagination
        testId="job"
        total={total}
        page={page}
        pageSize={limit}
        onPageChange={(p) => (paging.setPage(p), selection.clear())}
        onPageSizeChange={(size) => (paging.setLimit(size), selection.clear())}
      />

      {formTarget && <JobFormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {logOf && <JobLogDialog job={logOf.job} onClose={() => setLogOf(null)} />}
      {statusChanger.target && (
        <ConfirmDialog
          {...statusChanger.dialog}
          tone="warning"
          title={t('statusConfirm.title')}
          message={t(statusChanger.target.status === '0' ? 'statusConfirm.pause' : 'statusConfirm.resume', { name: statusChanger.target.jobName })}
          confirmLabel={t('statusConfirm.confirm')}
          cancelLabel={t('statusConfirm.cancel')}
          testId="job-confirm"
          actionTestIdPrefix="job-confirm"
        />
      )}
      {runTarget && (
        <ConfirmDialog
          open
          tone="info"
          title={t('runConfirm.title')}
          message={t('runConfirm.message', { name: runTarget.jobName })}
          confirmLabel={t('runConfirm.confirm')}
          cancelLabel={t('runConfirm.cancel')}
          onConfirm={confirmRun}
          onCancel={() => setRunTarget(null)}
          busy={run.isPending}
          testId="job-confirm"
          actionTestIdPrefix="job-confirm"
        />
      )}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          // the job named, or how many are selected
          message={remover.target.length === 1 ? t('delete.messageOne', { name: remover.target[0].jobName }) : t('delete.messageMany', { count: remover.target.length })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="job-confirm"
          actionTestIdPrefix="job-confirm"
        />
      )}
    </Stack>
  );
}
