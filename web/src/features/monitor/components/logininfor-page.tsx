import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLockOpen } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { loginLogSearch, type LoginLogPageQuery, type LoginLogRecord, type LoginLogSearch } from '@aed/shared/schemas/monitor';
import { DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCleanTask } from '../../../components/list/use-clean-task';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { TaskProgress } from '../../../components/ui/task-progress';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useCleanLoginLogs } from '../api/clean-logininfor';
import { useDeleteLoginLogs } from '../api/delete-logininfor';
import { useExportLoginLogs } from '../api/export-logininfor';
import { loginLogCleanStatusOptions } from '../api/get-logininfor-clean-status';
import { useLoginLogPage } from '../api/get-logininfor-page';
import { monitorKeys } from '../api/monitor-keys';
import { useUnlockAccount } from '../api/unlock-logininfor';
import { EMPTY_LOGIN_SEARCH, toLoginLogSearch, type LoginLogSearchForm } from './log-search-state';
import { StatusBadge } from './status-badge';

/**
 * Login log screen, menu component 'monitor/logininfor/index': search (account, IP, status, time range), cursor-paged
 * table, delete selected, clean all (confirmed; runs in the background with its progress shown, decision 0029), unlock the
 * selected row's account, export.
 */
export default function LoginInforPage() {
  const { t } = useTranslation('monitor');
  const queryClient = useQueryClient();
  const paging = useCursorPaging();
  const searching = useListSearch<LoginLogSearchForm, LoginLogSearch>({
    empty: EMPTY_LOGIN_SEARCH,
    parse: toLoginLogSearch,
    onInvalid: () => notifyError(translateErrorCode(t, 'common.validation') ?? t('common.invalid')),
    fieldErrors: searchFieldErrors(t, loginLogSearch),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setForm, setField, search } = searching;
  const [cleaning, setCleaning] = useState(false);

  const query = useMemo<LoginLogPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useLoginLogPage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: LoginLogRecord) => r.infoId);
  const remover = useConfirmAction({
    mutation: useDeleteLoginLogs(),
    toVariables: (ids: readonly string[]) => ids,
    successText: () => t('common.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const unlocker = useConfirmAction({
    mutation: useUnlockAccount(),
    toVariables: (userName: string) => userName,
    successText: (userName) => t('logininfor.unlocked', { userName }),
    errorText: (err) => errorMessage(t, err),
  });
  const cleaner = useCleanTask({
    permission: PERMISSIONS.logininfor.remove,
    statusOptions: loginLogCleanStatusOptions,
    start: useCleanLoginLogs(),
    onDone: (task) => {
      notifySuccess(t('common.cleaned', { count: task.deleted }));
      paging.reset();
      selection.clear();
      void queryClient.invalidateQueries({ queryKey: monitorKeys.logininfor });
    },
  });
  const exporter = useExportLoginLogs();
  const selected = selection.selectedRows;

  return (
    <Stack gap="4" p="4" data-testid="logininfor-page">
      <SearchBar label={t('common.searchLabel')} testIdPrefix="logininfor" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('common.search')} resetLabel={t('common.reset')}>
        <SearchTextField label={t('logininfor.fields.userName')} testId="logininfor-search-userName" value={form.userName} maxLength={30} onChange={(v) => setField('userName', v)} />
        <SearchTextField label={t('logininfor.fields.ipaddr')} testId="logininfor-search-ipaddr" value={form.ipaddr} maxLength={64} onChange={(v) => setField('ipaddr', v)} />
        <SearchSelectField
          width="32"
          label={t('logininfor.fields.status')}
          testId="logininfor-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('common.all')}
          options={[
            { value: '0', label: t('common.success') },
            { value: '1', label: t('common.failure') },
          ]}
        />
        <DateRangeField
          label={t('common.timeRange')}
          beginLabel={t('common.beginTime')}
          endLabel={t('common.endTime')}
          hint={t('common.rangeHint')}
          begin={form.beginTime}
          end={form.endTime}
          testId="logininfor-search"
          error={searching.errors.endTime}
          onChange={(r) => setForm((f) => ({ ...f, ...r }))}
        />
      </SearchBar>

      <ListToolbar label={t('common.toolbar')}>
        <ToolbarButton kind="delete" permission={PERMISSIONS.logininfor.remove} testId="logininfor-delete" label={t('common.delete')} disabled={selected.length === 0} onClick={() => remover.ask(selected.map((r) => r.infoId))} />
        <ToolbarButton kind="clean" permission={PERMISSIONS.logininfor.remove} testId="logininfor-clean" label={t('common.clean')} disabled={cleaner.running} onClick={() => setCleaning(true)} />
        <ToolbarButton
          kind="other"
          palette="blue"
          icon={<LuLockOpen />}
          permission={PERMISSIONS.logininfor.unlock}
          testId="logininfor-unlock"
          label={t('logininfor.unlock')}
          disabled={selected.length !== 1}
          onClick={() => unlocker.ask(selected[0].userName)}
        />
        <ExportButton permission={PERMISSIONS.logininfor.export} testId="logininfor-export" label={t('common.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {cleaner.running && <TaskProgress task={cleaner.task} testId="logininfor-clean-progress" />}

      {list.isError && <ListLoadError testId="logininfor-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('common.retry')} />}

      <ListTable
        testId="logininfor-table"
        size="sm"
        interactive
        busy={list.isFetching}
        columns={[
          t('logininfor.fields.userName'),
          t('logininfor.fields.ipaddr'),
          t('logininfor.fields.loginLocation'),
          t('logininfor.fields.browser'),
          t('logininfor.fields.os'),
          t('logininfor.fields.status'),
          t('logininfor.fields.msg'),
          t('logininfor.fields.loginTime'),
        ]}
        rows={rows}
        rowKey={(row) => row.infoId}
        rowTestId={(row) => `logininfor-row-${row.infoId}`}
        loading={list.isPending}
        loadingText={t('common.loading')}
        failed={list.isError}
        emptyText={t('logininfor.empty')}
        emptyTestId="logininfor-empty"
        selection={{
          selection,
          keyOf: (row) => row.infoId,
          selectAllLabel: t('common.selectAll'),
          selectRowLabel: t('common.selectRow'),
          rowCheckTestId: (row) => `logininfor-check-${row.infoId}`,
        }}
        renderCells={(row) => (
          <>
            <Table.Cell>{row.userName}</Table.Cell>
            <Table.Cell>{row.ipaddr}</Table.Cell>
            <Table.Cell>{row.loginLocation === 'Intranet IP' ? t('logininfor.intranet') : row.loginLocation || t('logininfor.unknownLocation')}</Table.Cell>
            <Table.Cell>{row.browser}</Table.Cell>
            <Table.Cell>{row.os}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={row.status} />
            </Table.Cell>
            <Table.Cell>{row.msg === 'Login successful' ? t('logininfor.loginSuccess') : row.msg}</Table.Cell>
            <DateTimeCell value={row.loginTime} />
          </>
        )}
      />

      <CursorPagination testId="logininfor" paging={paging} list={list} onPageChange={selection.clear} />

      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('common.deleteTitle')}
          message={t('logininfor.deleteConfirm', { count: remover.target.length })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          testId="logininfor-delete-dialog"
          actionTestIdPrefix="logininfor-delete"
        />
      )}
      <ConfirmDialog
        open={cleaning}
        title={t('common.cleanTitle')}
        message={t('logininfor.cleanConfirm')}
        confirmLabel={t('common.clean')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          setCleaning(false);
          cleaner.begin(undefined);
        }}
        onCancel={() => setCleaning(false)}
        testId="logininfor-clean-dialog"
        actionTestIdPrefix="logininfor-clean"
      />
      {unlocker.target !== null && (
        <ConfirmDialog
          {...unlocker.dialog}
          tone="warning"
          title={t('logininfor.unlock')}
          message={t('logininfor.unlockConfirm', { userName: unlocker.target })}
          confirmLabel={t('logininfor.unlock')}
          cancelLabel={t('common.cancel')}
          testId="logininfor-unlock-dialog"
          actionTestIdPrefix="logininfor-unlock"
        />
      )}
    </Stack>
  );
}
