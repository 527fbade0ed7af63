import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Grid, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MAX_BINDING_DELETE, NOTIFY_STATUSES, notifyPersonSearch, type NotifyPersonPageQuery, type NotifyPersonRecord, type NotifyPersonSearch } from '@aed/shared/schemas/notify';
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
import { useBindingDeviceOptions } from '../api/get-binding-device-options';
import { useDeleteNotifyPersons } from '../api/delete-notify-persons';
import { useExportNotifyPersons } from '../api/export-notify-persons';
import { useNotifyPage } from '../api/get-notify-page';
import { useResolveNotifyPersons } from '../api/resolve-notify-persons';
import { EventBadges } from './notify-badges';
import { NotifyFormDialog } from './notify-form-dialog';

type SearchForm = { keyword: string; status: string; deviceId: string };
const EMPTY: SearchForm = { keyword: '', status: '', deviceId: '' };
const NO_FILTER: NotifyPersonSearch = { keyword: undefined, deptId: undefined, deviceId: undefined, status: undefined };

/** Who the organization's devices without persons of their own notify (the nearest organization up the tree). */
function NotifyResolutionHint({ deptId }: { deptId: number }) {
  const { t } = useTranslation('notify');
  const resolution = useResolveNotifyPersons(deptId);
  const r = resolution.data;
  if (!r) return null;
  const count = r.rows.length + r.hidden;
  const text =
    r.level === 'none' ? t('resolution.none') : r.deptId === deptId ? t('resolution.own', { count }) : t('resolution.inherited', { count, name: r.deptName });
  return (
    <Alert.Root status={r.level === 'none' ? 'warning' : 'info'} size="sm" data-testid="notify-resolution">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * Persons to notify on abnormal events (menu component 'product/notify/index'): the organization tree on the left
 * filters the list; search, cursor paging, add / modify / delete / export by permission.
 */
export default function NotifyPage() {
  const { t } = useTranslation('notify');
  const tree = useDeptTreeSelect();
  const [deptId, setDeptId] = useState<number | undefined>();
  const paging = useCursorPaging();
  const [dialog, setDialog] = useState<{ person?: NotifyPersonRecord } | null>(null);
  const searching = useListSearch<SearchForm, NotifyPersonSearch>({
    empty: EMPTY,
    initial: NO_FILTER,
    parse: parseWith(notifyPersonSearch),
    onInvalid: () => notifyError(t('validation.invalidSearch')),
    onApplied: () => {
      paging.reset();
      selection.clear();
      setDeviceFilterDept(deptId);
    },
  });
  const { form, setField } = searching;
  // a device filter belongs to the organization it was chosen in
  const [deviceFilterDept, setDeviceFilterDept] = useState<number | undefined>();
  const search = useMemo<NotifyPersonSearch>(() => {
    const { deviceId } = searching.search;
    return { ...searching.search, deptId, deviceId: deviceId !== undefined && deviceId > 0 && deviceFilterDept !== deptId ? undefined : deviceId };
  }, [searching.search, deptId, deviceFilterDept]);
  const [shownDept, setShownDept] = useState(deptId);
  if (shownDept !== deptId) {
    // another organization picked in the tree: its first page; a chosen device is not one of its options any more
    setShownDept(deptId);
    paging.reset();
    if (form.deviceId !== '' && form.deviceId !== '0') setField('deviceId', '');
  }
  const query = useMemo<NotifyPersonPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useNotifyPage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: NotifyPersonRecord) => r.notifyId);
  const devices = useBindingDeviceOptions(deptId ? { deptId } : undefined);
  const exporter = useExportNotifyPersons();
  const remover = useConfirmAction({
    mutation: useDeleteNotifyPersons(),
    toVariables: (persons: readonly NotifyPersonRecord[]) => persons.map((p) => p.notifyId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const askDelete = (persons: readonly NotifyPersonRecord[]) => {
    if (persons.length > MAX_BINDING_DELETE) notifyError(t('delete.tooMany', { max: MAX_BINDING_DELETE }));
    else remover.ask(persons);
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }} gap="4" p="4" data-testid="notify-page">
      <OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="notify" testIdPrefix="notify" />
      <Box minW="0">
        <Stack gap="4">
          <SearchBar label={t('search.label')} testIdPrefix="notify" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
            <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="notify-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setField('keyword', v)} />
            <SearchSelectField
              width="56"
              label={t('fields.deviceId')}
              testId="notify-search-device"
              value={form.deviceId}
              onChange={(v) => setField('deviceId', v)}
              allLabel={t('search.all')}
              options={[{ value: '0', label: t('form.wholeOrganization') }, ...(devices.data ?? []).map((d) => ({ value: String(d.deviceId), label: d.label }))]}
            />
            <SearchSelectField
              label={t('fields.status')}
              testId="notify-search-status"
              value={form.status}
              onChange={(v) => setField('status', v)}
              allLabel={t('search.all')}
              options={NOTIFY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </SearchBar>

          {deptId !== undefined && <NotifyResolutionHint deptId={deptId} />}

          <ListToolbar label={t('toolbar.label')}>
            <ToolbarButton kind="add" permission={PERMISSIONS.notify.add} testId="notify-add" label={t('toolbar.add')} onClick={() => setDialog({})} />
            <ExportButton permission={PERMISSIONS.notify.export} testId="notify-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
            <ToolbarButton
              kind="delete"
              permission={PERMISSIONS.notify.remove}
              testId="notify-delete"
              label={t('toolbar.deleteSelected')}
              disabled={selection.selectedRows.length === 0}
              onClick={() => askDelete(selection.selectedRows)}
            />
          </ListToolbar>

          {list.isError && <ListLoadError testId="notify-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

          <ListTable
            testId="notify-table"
            size="sm"
            busy={list.isFetching}
            columns={[t('fields.personName'), t('fields.phone'), t('fields.email'), t('fields.deptName'), t('fields.deviceId'), t('fields.channels'), t('fields.events'), t('fields.status'), t('fields.createTime'), t('fields.actions')]}
            rows={rows}
            rowKey={(row) => row.notifyId}
            rowTestId={(row) => `notify-row-${row.notifyId}`}
            loading={list.isPending}
            failed={list.isError}
            emptyText={t('table.empty')}
            emptyTestId="notify-empty"
            selection={{
              selection,
              keyOf: (row) => row.notifyId,
              selectAllLabel: t('table.selectAll'),
              selectRowLabel: (row) => t('table.selectRow', { name: row.personName }),
              rowCheckTestId: (row) => `notify-check-${row.notifyId}`,
            }}
            renderCells={(row) => (
              <>
                <Table.Cell>
                  <Text fontWeight="medium">{row.personName}</Text>
                  {row.remark && (
                    <Text fontSize="xs" color="fg.muted" truncate maxW="48">
                      {row.remark}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.phone}</Table.Cell>
                <Table.Cell>{row.email}</Table.Cell>
                <Table.Cell>{row.deptName}</Table.Cell>
                <Table.Cell>{row.deviceId > 0 ? row.deviceLabel : <Text color="fg.muted">{t('form.wholeOrganization')}</Text>}</Table.Cell>
                <Table.Cell>
                  <Wrap gap="1">
                    {row.notifyEmail && (
                      <Badge size="sm" variant="outline">
                        {t('channels.email')}
                      </Badge>
                    )}
                    {row.notifyPush && (
                      <Badge size="sm" variant="outline">
                        {t('channels.push')}
                      </Badge>
                    )}
                  </Wrap>
                </Table.Cell>
                <Table.Cell>
                  <EventBadges events={row.events} />
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.status === '0' ? 'green' : 'gray'} variant="subtle">
                    {t(`status.${row.status}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createTime)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <RowActions>
                    <RowActionButton kind="edit" permission={PERMISSIONS.notify.edit} testId={`notify-row-edit-${row.notifyId}`} label={t('toolbar.edit')} onClick={() => setDialog({ person: row })} />
                    <RowActionButton kind="delete" permission={PERMISSIONS.notify.remove} testId={`notify-row-delete-${row.notifyId}`} label={t('toolbar.delete')} onClick={() => askDelete([row])} />
                  </RowActions>
                </Table.Cell>
              </>
            )}
          />

          <CursorPagination
            testId="notify"
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

      {dialog && <NotifyFormDialog person={dialog.person} defaultDeptId={deptId} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...remover.dialog}
        tone="danger"
        title={t('delete.title')}
        message={remover.target?.length === 1 ? t('delete.messageOne', { name: remover.target[0].personName }) : t('delete.messageMany', { count: remover.target?.length ?? 0 })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        testId="notify-delete-dialog"
        actionTestIdPrefix="notify-delete"
      />
    </Grid>
  );
}
