import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { OPER_TYPES, operLogSearch, type OperLogPageQuery, type OperLogRecord, type OperLogSearch } from '@aed/shared/schemas/monitor';
import { DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
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
import { useCleanOperLogs } from '../api/clean-operlog';
import { useDeleteOperLogs } from '../api/delete-operlog';
import { useExportOperLogs } from '../api/export-operlog';
import { operLogCleanStatusOptions } from '../api/get-operlog-clean-status';
import { useOperLogPage } from '../api/get-operlog-page';
import { monitorKeys } from '../api/monitor-keys';
import { EMPTY_OPER_SEARCH, toOperLogSearch, type OperLogSearchForm } from './log-search-state';
import { operLogModuleName, operLogModuleOptions } from './oper-log-module';
import { OperLogDetailDialog } from './operlog-detail-dialog';
import { StatusBadge } from './status-badge';

/**
 * Operation log screen, menu component 'monitor/operlog/index': search (module picked by name, operator, type, status, time range),
 * cursor-paged table, detail dialog, delete selected, clean all (confirmed; runs in the background with its progress
 * shown, decision 0029), export. The server limits everything to the caller's organization scope.
 */
export default function OperLogPage() {
  const { t, i18n } = useTranslation('monitor');
  const queryClient = useQueryClient();
  const paging = useCursorPaging();
  const [askClean, setAskClean] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const searching = useListSearch<OperLogSearchForm, OperLogSearch>({
    empty: EMPTY_OPER_SEARCH,
    parse: toOperLogSearch,
    onInvalid: () => notifyError(translateErrorCode(t, 'common.validation') ?? t('common.invalid')),
    fieldErrors: searchFieldErrors(t, operLogSearch),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setForm, setField, search } = searching;

  const query = useMemo<OperLogPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useOperLogPage(query);
  const exporter = useExportOperLogs();
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: OperLogRecord) => r.operId);
  const remover = useConfirmAction({
    mutation: useDeleteOperLogs(),
    toVariables: (ids: readonly string[]) => ids,
    successText: () => t('common.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const cleaner = useCleanTask({
    permission: PERMISSIONS.operlog.remove,
    statusOptions: operLogCleanStatusOptions,
    start: useCleanOperLogs(),
    onDone: (task) => {
      notifySuccess(t('common.cleaned', { count: task.deleted }));
      paging.reset();
      selection.clear();
      void queryClient.invalidateQueries({ queryKey: monitorKeys.operlog });
    },
  });

  return (
    <Stack gap="4" p="4" data-testid="operlog-page">
      <SearchBar label={t('common.searchLabel')} testIdPrefix="operlog" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('common.search')} resetLabel={t('common.reset')}>
        <SearchSelectField
          width="48"
          label={t('operlog.fields.module')}
          testId="operlog-search-title"
          value={form.title}
          onChange={(v) => setField('title', v)}
          allLabel={t('common.all')}
          options={operLogModuleOptions(t, i18n.language)}
        />
        <SearchTextField label={t('operlog.fields.operName')} testId="operlog-search-operName" value={form.operName} maxLength={30} onChange={(v) => setField('operName', v)} />
        <SearchSelectField
          width="40"
          label={t('operlog.fields.businessType')}
          testId="operlog-search-type"
          value={form.businessType}
          onChange={(v) => setField('businessType', v)}
          allLabel={t('common.all')}
          options={OPER_TYPES.map((type) => ({ value: type, label: t(`operlog.types.${type}`) }))}
        />
        <SearchSelectField
          width="32"
          label={t('operlog.fields.status')}
          testId="operlog-search-status"
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
          testId="operlog-search"
          begin={form.beginTime}
          end={form.endTime}
          error={searching.errors.endTime}
          onChange={(r) => setForm((f) => ({ ...f, ...r }))}
        />
      </SearchBar>

      <ListToolbar label={t('common.toolbar')}>
        <ToolbarButton
          kind="delete"
          permission={PERMISSIONS.operlog.remove}
          testId="operlog-delete"
          label={t('common.delete')}
          disabled={selection.selectedKeys.length === 0}
          onClick={() => remover.ask(selection.selectedKeys)}
        />
        <ToolbarButton kind="clean" permission={PERMISSIONS.operlog.remove} testId="operlog-clean" label={t('common.clean')} disabled={cleaner.running} onClick={() => setAskClean(true)} />
        <ExportButton permission={PERMISSIONS.operlog.export} testId="operlog-export" label={t('common.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {cleaner.running && <TaskProgress task={cleaner.task} testId="operlog-clean-progress" />}

      {list.isError && <ListLoadError testId="operlog-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('common.retry')} />}

      <ListTable
        testId="operlog-table"
        size="sm"
        interactive
        busy={list.isFetching}
        columns={[
          t('operlog.fields.module'),
          t('operlog.fields.businessType'),
          t('operlog.fields.operName'),
          t('operlog.fields.requestMethod'),
          t('operlog.fields.operIp'),
          t('operlog.fields.status'),
          t('operlog.fields.costTime'),
          t('operlog.fields.operTime'),
        ]}
        actionsHeader={t('common.actions')}
        rows={rows}
        rowKey={(row) => row.operId}
        rowTestId={(row) => `operlog-row-${row.operId}`}
        loading={list.isPending}
        loadingText={t('common.loading')}
        failed={list.isError}
        emptyText={t('operlog.empty')}
        emptyTestId="operlog-empty"
        selection={{
          selection,
          keyOf: (row) => row.operId,
          selectAllLabel: t('common.selectAll'),
          selectRowLabel: t('common.selectRow'),
          rowCheckTestId: (row) => `operlog-check-${row.operId}`,
        }}
        renderCells={(row) => (
          <>
            <Table.Cell>{operLogModuleName(t, row.title)}</Table.Cell>
            <Table.Cell>{t(`operlog.types.${row.businessType}`, { defaultValue: row.businessType })}</Table.Cell>
            <Table.Cell>{row.operName}</Table.Cell>
            <Table.Cell>{row.requestMethod}</Table.Cell>
            <Table.Cell>{row.operIp}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={row.status} />
            </Table.Cell>
            <Table.Cell>{t('operlog.costMs', { ms: row.costTime })}</Table.Cell>
            <DateTimeCell value={row.operTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="other" icon={<LuEye />} permission={PERMISSIONS.operlog.query} testId={`operlog-detail-${row.operId}`} label={t('operlog.detail.open')} onClick={() => setDetailId(row.operId)} />
            <RowActionButton kind="delete" permission={PERMISSIONS.operlog.remove} testId={`operlog-row-delete-${row.operId}`} label={t('common.delete')} onClick={() => remover.ask([row.operId])} />
          </>
        )}
      />

      <CursorPagination testId="operlog" paging={paging} list={list} onPageChange={() => selection.clear()} />

      {detailId && <OperLogDetailDialog operId={detailId} onClose={() => setDetailId(null)} />}
      <ConfirmDialog
        {...remover.dialog}
        title={t('common.deleteTitle')}
        message={t('operlog.deleteConfirm', { count: remover.target?.length ?? 0 })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        testId="operlog-delete-dialog"
        actionTestIdPrefix="operlog-delete"
      />
      <ConfirmDialog
        open={askClean}
        onConfirm={() => {
          setAskClean(false);
          cleaner.begin(undefined);
        }}
        onCancel={() => setAskClean(false)}
        title={t('common.cleanTitle')}
        message={t('operlog.cleanConfirm')}
        confirmLabel={t('common.clean')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        testId="operlog-clean-dialog"
        actionTestIdPrefix="operlog-clean"
      />
    </Stack>
  );
}
