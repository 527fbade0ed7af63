import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileText, LuPencil, LuPlus, LuRotateCcw, LuSearch, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { JOB_GROUPS, JOB_STATUSES, type JobPageQuery, type JobRecord, type JobSearch } from '@aed/shared/schemas/job';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
import { ListPagination } from '../../../components/ui/list-pagination';
import { EMPTY_SEARCH, NO_FILTER, toJobSearch, type JobSearchForm } from './job-search-state';
import { JobTable } from './job-table';

type Pending = { kind: 'status'; row: JobRecord } | { kind: 'run'; row: JobRecord } | { kind: 'delete'; rows: readonly JobRecord[] };

/**
 * Scheduled tasks screen, menu component 'monitor/job/index': search, list, add / modify (with a preview of the next
 * fire times), pause / resume, run once, delete, export, and the job log. Each action needs its permission.
 */
export default function JobPage() {
  const { t } = useTranslation('job');
  const { hasPermission } = usePermission();
  const can = {
    list: hasPermission(PERMISSIONS.job.list),
    add: hasPermission(PERMISSIONS.job.add),
    edit: hasPermission(PERMISSIONS.job.edit),
    remove: hasPermission(PERMISSIONS.job.remove),
    changeStatus: hasPermission(PERMISSIONS.job.changeStatus),
    export: hasPermission(PERMISSIONS.job.export),
  };

  const [form, setForm] = useState<JobSearchForm>(EMPTY_SEARCH);
  const [search, setSearch] = useState<JobSearch>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [formTarget, setFormTarget] = useState<JobFormTarget | null>(null);
  const [logOf, setLogOf] = useState<{ job?: { jobId: number; jobName: string } } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const query = useMemo<JobPageQuery>(() => ({ ...search, page, limit }), [search, page, limit]);
  const list = useJobPage(query);
  const exporter = useExportJobs();
  const changeStatus = useChangeJobStatus();
  const run = useRunJob();
  const remove = useDeleteJobs();
  const rows: readonly JobRecord[] = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const selectedRows = rows.filter((r) => selected.has(r.jobId));

  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / limit));
    if (list.data && !list.isPlaceholderData && rows.length === 0 && page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, rows.length, total, limit, page]);

  const applySearch = (values: JobSearchForm) => {
    const next = toJobSearch(values);
    if (!next) return notifyError(translateErrorCode(t, 'common.validation') ?? '');
    setSearch(next);
    setPage(1);
    setSelected(new Set());
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    applySearch(form);
  };
  const resetSearch = () => {
    setForm(EMPTY_SEARCH);
    applySearch(EMPTY_SEARCH);
  };

  const selectRow = (jobId: number, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(jobId);
      else next.delete(jobId);
      return next;
    });

  const fail = (err: unknown) => notifyError(errorMessage(t, err));

  const confirmPending = () => {
    if (!pending) return;
    const close = { onSettled: () => setPending(null) };
    if (pending.kind === 'status') {
      const status = pending.row.status === '0' ? '1' : '0';
      changeStatus.mutate(
        { jobId: pending.row.jobId, status },
        { ...close, onSuccess: () => notifySuccess(status === '1' ? t('toast.paused') : t('toast.resumed')), onError: fail },
      );
    } else if (pending.kind === 'run') {
      run.mutate(pending.row.jobId, {
        ...close,
        onSuccess: (r) => {
          if (r.status === '0') notifySuccess(t('toast.runOk', { affected: r.affected, duration: r.durationMs }));
          else if (r.status === '2') notifyWarning(t('toast.runSkipped'));
          else notifyError(t('toast.runFailed', { error: r.error ?? '' }));
        },
        onError: fail,
      });
    } else {
      const ids = pending.rows.map((r) => r.jobId);
      remove.mutate(ids, {
        ...close,
        onSuccess: () => {
          notifySuccess(t('toast.deleted'));
          setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
        },
        onError: fail,
      });
    }
  };

  const confirmText =
    pending?.kind === 'status'
      ? {
          title: t('statusConfirm.title'),
          message: t(pending.row.status === '0' ? 'statusConfirm.pause' : 'statusConfirm.resume', { name: pending.row.jobName }),
          confirm: t('statusConfirm.confirm'),
          cancel: t('statusConfirm.cancel'),
          tone: 'warning' as const,
        }
      : pending?.kind === 'run'
        ? {
            title: t('runConfirm.title'),
            message: t('runConfirm.message', { name: pending.row.jobName }),
            confirm: t('runConfirm.confirm'),
            cancel: t('runConfirm.cancel'),
            tone: 'info' as const,
          }
        : pending
          ? {
              title: t('delete.title'),
              message:
                pending.rows.length === 1 ? t('delete.messageOne', { name: pending.rows[0].jobName }) : t('delete.messageMany', { count: pending.rows.length }),
              confirm: t('delete.confirm'),
              cancel: t('delete.cancel'),
              tone: 'danger' as const,
            }
          : null;

  return (
    <Stack gap="4" p="4" data-testid="job-page">
      <form onSubmit={submitSearch} role="search" aria-label={t('search.label')}>
        <Wrap gap="4" align="flex-end">
          <Field.Root width="52">
            <Field.Label>{t('fields.jobName')}</Field.Label>
            <Input
              data-testid="job-search-name"
              value={form.jobName}
              maxLength={64}
              placeholder={t('search.namePlaceholder')}
              onChange={(e) => setForm({ ...form, jobName: e.target.value })}
            />
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t('fields.jobGroup')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="job-search-group"
                value={form.jobGroup}
                onChange={(e) => setForm({ ...form, jobGroup: e.target.value as JobSearchForm['jobGroup'] })}
              >
                <option value="">{t('search.all')}</option>
                {JOB_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {t(`group.${g}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="36">
            <Field.Label>{t('fields.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="job-search-status"
                value={form.status}
                onChange={(e) => setForm({ ...form, status: e.target.value as JobSearchForm['status'] })}
              >
                <option value="">{t('search.all')}</option>
                {JOB_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" data-testid="job-search-submit">
              <LuSearch /> {t('search.submit')}
            </Button>
            <Button type="button" variant="outline" data-testid="job-search-reset" onClick={resetSearch}>
              <LuRotateCcw /> {t('search.reset')}
            </Button>
          </HStack>
        </Wrap>
      </form>

      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('toolbar.label')}>
        {can.add && (
          <Button variant="subtle" data-testid="job-add" onClick={() => setFormTarget({ mode: 'add' })}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        {can.edit && (
          <Button
            colorPalette="green"
            variant="subtle"
            data-testid="job-edit"
            disabled={selectedRows.length !== 1}
            onClick={() => setFormTarget({ mode: 'edit', jobId: selectedRows[0].jobId })}
          >
            <LuPencil /> {t('toolbar.edit')}
          </Button>
        )}
        {can.remove && (
          <Button
            colorPalette="red"
            variant="subtle"
            data-testid="job-delete"
            disabled={selectedRows.length === 0 || selectedRows.some((r) => r.jobGroup === 'system')}
            onClick={() => setPending({ kind: 'delete', rows: selectedRows })}
          >
            <LuTrash2 /> {t('toolbar.delete')}
          </Button>
        )}
        {can.export && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="job-export"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: fail })}
          >
            <LuDownload /> {t('toolbar.export')}
          </Button>
        )}
        <Button colorPalette="gray" variant="subtle" data-testid="job-log" onClick={() => setLogOf({})}>
          <LuFileText /> {t('toolbar.log')}
        </Button>
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="job-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('table.retry')}
          </Button>
        </Alert.Root>
      )}

      <JobTable
        rows={rows}
        loading={list.isPending}
        refreshing={list.isFetching && list.isPlaceholderData}
        failed={list.isError && !list.data}
        selected={selected}
        onSelect={selectRow}
        onSelectAll={(checked) => setSelected(checked ? new Set(rows.map((r) => r.jobId)) : new Set())}
        can={can}
        onEdit={(row) => setFormTarget({ mode: 'edit', jobId: row.jobId })}
        onDelete={(row) => setPending({ kind: 'delete', rows: [row] })}
        onToggleStatus={(row) => setPending({ kind: 'status', row })}
        onRun={(row) => setPending({ kind: 'run', row })}
        onLog={(row) => setLogOf({ job: { jobId: row.jobId, jobName: row.jobName } })}
      />

      <ListPagination
        testId="job"
        total={total}
        page={page}
        pageSize={limit}
        onPageChange={(p) => (setPage(p), setSelected(new Set()))}
        onPageSizeChange={(size) => (setLimit(size), setPage(1), setSelected(new Set()))}
      />

      {formTarget && <JobFormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {logOf && <JobLogDialog job={logOf.job} onClose={() => setLogOf(null)} />}
      {pending && confirmText && (
        <ConfirmDialog
          open
          tone={confirmText.tone}
          title={confirmText.title}
          message={confirmText.message}
          confirmLabel={confirmText.confirm}
          cancelLabel={confirmText.cancel}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
          busy={changeStatus.isPending || run.isPending || remove.isPending}
          testId="job-confirm"
          actionTestIdPrefix="job-confirm"
        />
      )}
    </Stack>
  );
}
