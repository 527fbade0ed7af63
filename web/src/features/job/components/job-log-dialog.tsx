import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Box, Button, CloseButton, Dialog, Field, HStack, IconButton, NativeSelect, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuEraser, LuTrash2 } from 'react-icons/lu';
import { JOB_LOG_STATUSES, type JobLogPageQuery, type JobLogRecord, type JobLogSearch } from '@aed/shared/schemas/job';
import { CodeCell, DateTimeCell } from '../../../components/list/cells';
import { ListTable } from '../../../components/list/list-table';
import { useCleanTask } from '../../../components/list/use-clean-task';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TaskProgress } from '../../../components/ui/task-progress';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { useCleanJobLogs } from '../api/clean-job-log';
import { useDeleteJobLogs } from '../api/delete-job-log';
import { useExportJobLogs } from '../api/export-job';
import { jobLogCleanStatusOptions } from '../api/get-job-log-clean-status';
import { jobKeys } from '../api/job-keys';
import { useJobLogPage } from '../api/get-job-log-page';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { MonthField } from '../../../components/form/month-field';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const PALETTE = { '0': 'green', '1': 'red', '2': 'orange' } as const;

interface Props {
  /** One job's log, or every job's when absent. */
  job?: { jobId: number; jobName: string };
  onClose: () => void;
}

/**
 * The job log of one month (newest first): filter by result, delete a row, clear the month (in the background with its
 * progress shown, decision 0029), export.
 */
export function JobLogDialog({ job, onClose }: Props) {
  const { t } = useTranslation('job');
  const queryClient = useQueryClient();
  const { hasPermission } = usePermission();
  const canRemove = hasPermission(PERMISSIONS.job.remove);
  const canExport = hasPermission(PERMISSIONS.job.export);
  const [month, setMonth] = useState(thisMonth());
  const [status, setStatus] = useState<'' | JobLogRecord['status']>('');
  // a dialog: its paging stays out of the screen's URL
  const paging = useCursorPaging({ url: false, scope: [month, status] });
  const [cleaning, setCleaning] = useState(false);
  const search = useMemo<JobLogSearch>(() => ({ jobId: job?.jobId, month, status: status || undefined, jobName: undefined }), [job, month, status]);
  const query = useMemo<JobLogPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useJobLogPage(query);
  const remover = useConfirmAction({
    mutation: useDeleteJobLogs(),
    toVariables: (row: JobLogRecord) => [row.jobLogId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
  });
  const clean = useCleanTask({
    permission: PERMISSIONS.job.remove,
    statusOptions: jobLogCleanStatusOptions,
    start: useCleanJobLogs(),
    onDone: () => {
      notifySuccess(t('toast.cleaned'));
      paging.reset();
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
  const exporter = useExportJobLogs();
  const rows = list.data?.rows ?? [];

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="job-log-dialog">
              <Dialog.Header>
                <Dialog.Title>{job ? t('log.titleOf', { name: job.jobName }) : t('log.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <HStack gap="4" align="flex-end" wrap="wrap">
                    <Field.Root width="auto">
                      <Field.Label>{t('log.month')}</Field.Label>
                      <MonthField testId="job-log-month" value={month} onChange={(v) => (setMonth(v), paging.reset())} />
                    </Field.Root>
                    <Field.Root width="40">
                      <Field.Label>{t('log.status')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          data-testid="job-log-status"
                          value={status}
                          onChange={(e) => (setStatus(e.target.value as typeof status), paging.reset())}
                        >
                          <option value="">{t('search.all')}</option>
                          {JOB_LOG_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {t(`log.result.${s}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    {canRemove && (
                      <Button variant="subtle" colorPalette="red" data-testid="job-log-clean" disabled={clean.running} onClick={() => setCleaning(true)}>
                        <LuEraser /> {t('log.clean')}
                      </Button>
                    )}
                    {canExport && (
                      <Button
                        variant="subtle"
                        colorPalette="orange"
                        data-testid="job-log-export"
                        loading={exporter.isPending}
                        onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorMessage(t, err)) })}
                      >
                        <LuDownload /> {t('toolbar.export')}
                      </Button>
                    )}
                  </HStack>
                  {clean.running && <TaskProgress task={clean.task} testId="job-log-clean-progress" />}
                  {list.isError && <Text color="fg.error">{errorMessage(t, list.error)}</Text>}
                  <ListTable
                    testId="job-log-table"
                    size="sm"
                    columns={[t('fields.jobName'), t('fields.invokeTarget'), t('log.status'), t('log.message'), t('log.startTime'), t('log.duration')]}
                    rows={rows}
                    rowKey={(row) => row.jobLogId}
                    rowTestId={(row) => `job-log-row-${row.jobLogId}`}
                    loading={list.isPending}
                    failed={list.isError}
                    emptyText={t('log.empty')}
                    emptyTestId="job-log-empty"
                    renderCells={(row) => (
                      <>
                        <Table.Cell>{row.jobName}</Table.Cell>
                        <CodeCell text={row.invokeTarget} />
                        <Table.Cell>
                          <Badge colorPalette={PALETTE[row.status]}>{t(`log.result.${row.status}`)}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <Box maxWidth="64" truncate title={row.error || row.message}>
                            {row.error ? `${row.message}: ${row.error}` : row.message}
                          </Box>
                        </Table.Cell>
                        <DateTimeCell value={row.startTime} />
                        <Table.Cell>{row.durationMs}</Table.Cell>
                      </>
                    )}
                    renderActions={
                      canRemove
                        ? (row) => (
                            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('toolbar.delete')} data-testid={`job-log-delete-${row.jobLogId}`} onClick={() => remover.ask(row)}>
                              <LuTrash2 />
                            </IconButton>
                          )
                        : undefined
                    }
                  />
                  <CursorPagination testId="job-log" paging={paging} list={list} scrollOnChange={false} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" data-testid="job-log-close" onClick={onClose}>
                  {t('log.close')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('form.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('log.deleteMessage')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="job-log-confirm"
          actionTestIdPrefix="job-log-confirm"
        />
      )}
      {cleaning && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('log.cleanTitle')}
          message={t('log.cleanMessage', { month })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={() => {
            setCleaning(false);
            clean.begin(month);
          }}
          onCancel={() => setCleaning(false)}
          testId="job-log-confirm"
          actionTestIdPrefix="job-log-confirm"
        />
      )}
    </>
  );
}
