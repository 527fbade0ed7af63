import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { handlerSearch, type HandlerAssignmentRecord, type HandlerPageQuery, type HandlerSearch } from '@aed/shared/schemas/handler';
import { MAX_BINDING_DELETE } from '@aed/shared/schemas/notify';
import { ListLoadError, ListTable, RowActions } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useDeptTreeSelect } from '../../dept/api/get-dept-treeselect';
import { useBindingDeviceOptions } from '../../notify/api/get-binding-device-options';
import { useDeleteHandlers } from '../api/delete-handlers';
import { useExportHandlers } from '../api/export-handlers';
import { useHandlerPage } from '../api/get-handler-page';
import { useResolveHandlers } from '../api/resolve-handlers';
import { EligibilityBadge } from './handler-badges';
import { HandlerFormDialog } from './handler-form-dialog';

type SearchForm = { keyword: string; deviceId: string; primary: string };
const EMPTY: SearchForm = { keyword: '', deviceId: '', primary: '' };
const NO_FILTER: HandlerSearch = { keyword: undefined, deptId: undefined, deviceId: undefined, primary: undefined };

/** Who handles the orders of the organization's devices without handlers of their own (the nearest organization up the tree). */
function HandlerResolutionHint({ deptId }: { deptId: number }) {
  const { t } = useTranslation('handler');
  const resolution = useResolveHandlers(deptId);
  const r = resolution.data;
  if (!r) return null;
  const count = r.rows.length + r.hidden;
  const first = r.rows.find((x) => x.assignmentId === r.defaultAssignmentId);
  const text = r.level === 'none' ? t('resolution.none') : r.deptId === deptId ? t('resolution.own', { count }) : t('resolution.inherited', { count, name: r.deptName });
  return (
    <Alert.Root status={r.level === 'none' ? 'warning' : 'info'} size="sm" data-testid="handler-resolution">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        {text}
        {first && ` ${t('resolution.default', { name: first.nickName || first.username })}`}
      </Alert.Title>
    </Alert.Root>
  );
}

/**
 * Work-order handlers (menu component 'product/handler/index'): who handles the orders of an organization or one of its
 * devices. The organization tree on the left filters the list; each row says whether the user can handle orders now.
 */
export default function HandlerPage() {
  const { t } = useTranslation('handler');
  const tree = useDeptTreeSelect();
  const [deptId, setDeptId] = useState<number | undefined>();
  const paging = useCursorPaging();
  const [dialog, setDialog] = useState<{ assignment?: HandlerAssignmentRecord } | null>(null);
  const [deviceFilterDept, setDeviceFilterDept] = useState<number | undefined>();
  const searching = useListSearch<SearchForm, HandlerSearch>({
    empty: EMPTY,
    initial: NO_FILTER,
    parse: parseWith(handlerSearch),
    onInvalid: () => notifyError(t('validation.invalidSearch')),
    onApplied: () => {
      paging.reset();
      selection.clear();
      setDeviceFilterDept(deptId);
    },
  });
  const { form, setField } = searching;
  const search = useMemo<HandlerSearch>(() => {
    const { deviceId } = searching.search;
    return { ...searching.search, deptId, deviceId: deviceId !== undefined && deviceId > 0 && deviceFilterDept !== deptId ? undefined : deviceId };
  }, [searching.search, deptId, deviceFilterDept]);
  const [shownDept, setShownDept] = useState(deptId);
  if (shownDept !== deptId) {
    setShownDept(deptId);
    paging.reset();
    if (form.deviceId !== '' && form.deviceId !== '0') setField('deviceId', '');
  }
  const query = useMemo<HandlerPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useHandlerPage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: HandlerAssignmentRecord) => r.assignmentId);
  const devices = useBindingDeviceOptions(deptId ? { deptId } : undefined);
  const exporter = useExportHandlers();
  const remover = useConfirmAction({
    mutation: useDeleteHandlers(),
    toVariables: (items: readonly HandlerAssignmentRecord[]) => items.map((a) => a.assignmentId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const askDelete = (items: readonly HandlerAssignmentRecord[]) => {
    if (items.length > MAX_BINDING_DELETE) notifyError(t('delete.tooMany', { max: MAX_BINDING_DELETE }));
    else remover.ask(items);
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }} gap="4" p="4" data-testid="handler-page">
      <OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="handler" testIdPrefix="handler" />
      <Box minW="0">
        <Stack gap="4">
          <SearchBar label={t('search.label')} testIdPrefix="handler" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
            <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="handler-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setField('keyword', v)} />
            <SearchSelectField
              width="56"
              label={t('fields.deviceId')}
              testId="handler-search-device"
              value={form.deviceId}
              onChange={(v) => setField('deviceId', v)}
              allLabel={t('search.all')}
              options={[{ value: '0', label: t('form.wholeOrganization') }, ...(devices.data ?? []).map((d) => ({ value: String(d.deviceId), label: d.label }))]}
            />
            <SearchSelectField
              label={t('fields.primary')}
              testId="handler-search-primary"
              value={form.primary}
              onChange={(v) => setField('primary', v)}
              allLabel={t('search.all')}
              options={[
                { value: 'true', label: t('primary.true') },
                { value: 'false', label: t('primary.false') },
              ]}
            />
          </SearchBar>

          {deptId !== undefined && <HandlerResolutionHint deptId={deptId} />}

          <ListToolbar label={t('toolbar.label')}>
            <ToolbarButton kind="add" permission={PERMISSIONS.handler.add} testId="handler-add" label={t('toolbar.add')} onClick={() => setDialog({})} />
            <ExportButton permission={PERMISSIONS.handler.export} testId="handler-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
            <ToolbarButton
              kind="delete"
              permission={PERMISSIONS.handler.remove}
              testId="handler-delete"
              label={t('toolbar.deleteSelected')}
              disabled={selection.selectedRows.length === 0}
              onClick={() => askDelete(selection.selectedRows)}
            />
          </ListToolbar>

          {list.isError && <ListLoadError testId="handler-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

          <ListTable
            testId="handler-table"
            size="sm"
            busy={list.isFetching}
            columns={[t('fields.user'), t('fields.userDeptName'), t('fields.deptName'), t('fields.deviceId'), t('fields.primary'), t('fields.eligibility'), t('fields.remark'), t('fields.createTime'), t('fields.actions')]}
            rows={rows}
            rowKey={(row) => row.assignmentId}
            rowTestId={(row) => `handler-row-${row.assignmentId}`}
            loading={list.isPending}
            failed={list.isError}
            emptyText={t('table.empty')}
            emptyTestId="handler-empty"
            selection={{
              selection,
              keyOf: (row) => row.assignmentId,
              selectAllLabel: t('table.selectAll'),
              selectRowLabel: (row) => t('table.selectRow', { name: row.nickName || row.username }),
              rowCheckTestId: (row) => `handler-check-${row.assignmentId}`,
            }}
            renderCells={(row) => (
              <>
                <Table.Cell>
                  <Text fontWeight="medium">{row.nickName || row.username}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.username}
                  </Text>
                </Table.Cell>
                <Table.Cell>{row.userDeptName}</Table.Cell>
                <Table.Cell>{row.deptName}</Table.Cell>
                <Table.Cell>{row.deviceId > 0 ? row.deviceLabel : <Text color="fg.muted">{t('form.wholeOrganization')}</Text>}</Table.Cell>
                <Table.Cell>
                  {row.primary && (
                    <Badge colorPalette="blue" variant="solid" size="sm" data-testid={`handler-primary-${row.assignmentId}`}>
                      {t('primary.true')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack>
                    <EligibilityBadge eligibility={row.eligibility} testId={`handler-eligibility-${row.assignmentId}`} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm" truncate maxW="48" title={row.remark}>
                    {row.remark}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <RowActions>
                    <RowActionButton kind="edit" permission={PERMISSIONS.handler.edit} testId={`handler-row-edit-${row.assignmentId}`} label={t('toolbar.edit')} onClick={() => setDialog({ assignment: row })} />
                    <RowActionButton kind="delete" permission={PERMISSIONS.handler.remove} testId={`handler-row-delete-${row.assignmentId}`} label={t('toolbar.delete')} onClick={() => askDelete([row])} />
                  </RowActions>
                </Table.Cell>
              </>
            )}
          />

          <CursorPagination
            testId="handler"
            total={list.data?.total ?? 0}
            page={paging.page}
            pageSize={paging.limit}
            hasNext={!!list.data?.next && !list.isPlaceholderData}
            onPrev={() => {
              paging.prev();
              selection.clear();
            }}
            onNext={() => {
              paging.next(list.data?.next);
              selection.clear();
            }}
            onPageSizeChange={(size) => {
              paging.setLimit(size);
              selection.clear();
            }}
          />
        </Stack>
      </Box>

      {dialog && <HandlerFormDialog assignment={dialog.assignment} defaultDeptId={deptId} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...remover.dialog}
        tone="danger"
        title={t('delete.title')}
        message={
          remover.target?.length === 1
            ? t('delete.messageOne', { name: remover.target[0].nickName || remover.target[0].username, dept: remover.target[0].deptName })
            : t('delete.messageMany', { count: remover.target?.length ?? 0 })
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        testId="handler-delete-dialog"
        actionTestIdPrefix="handler-delete"
      />
    </Grid>
  );
}
