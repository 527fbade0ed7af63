import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import { MAX_BINDING_DELETE } from '@aed/shared/schemas/notify';
import { ListLoadError, ListTable } from '../list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../list/search-bar';
import { useConfirmAction } from '../list/use-confirm-action';
import { useCursorPaging } from '../list/use-cursor-paging';
import { useResetOnChange } from '../list/use-reset-on-change';
import { parseWith, useListSearch } from '../list/use-list-search';
import { useRowSelection } from '../list/use-row-selection';
import { OrgTreeLayout, OrgTreePanel } from '../tree/org-tree-panel';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CursorPagination } from '../ui/cursor-pagination';
import { notifyError } from '../ui/toaster';
import { errorMessage } from '../../lib/error-message';
import { useDeptTreeSelect } from '../../api/get-dept-treeselect';
import { useBindingDeviceOptions } from '../../api/get-binding-device-options';
import { useTreeOrg } from '../tree/use-tree-org';

/** What the binding screens' search schemas give: a keyword, the organization and the device (0: the organization itself). */
interface BindingSearch {
  keyword?: string;
  deptId?: number;
  deviceId?: number;
}

type BindingPageQuery<S> = S & { limit: number; cursor?: string };

interface Props<R, S extends BindingSearch, K extends string> {
  /** The screen's namespace, also the prefix of its test ids: `<ns>-page`, `<ns>-table`, `<ns>-row-<id>`... */
  ns: 'notify' | 'handler';
  permissions: { add: string; edit: string; remove: string; export: string };
  /** The shared search schema (parses the form: keyword, deviceId and `filter.key`). */
  searchSchema: z.ZodType<S>;
  /** The search's own select after keyword and device (status, default handler...). */
  filter: { key: K; label: string; options: { value: string; label: string }[] };
  usePage: (query: BindingPageQuery<S>) => UseQueryResult<CursorPage<R>>;
  remove: UseMutationResult<unknown, unknown, readonly number[]>;
  exporter: UseMutationResult<unknown, unknown, S>;
  keyOf: (row: R) => number;
  /** The row's name in the accessible label of its check box. */
  nameOf: (row: R) => string;
  /** Confirmation of deleting one row (several: `delete.messageMany`). */
  deleteMessage: (row: R) => string;
  /** Who serves the organization picked in the tree (shown above the toolbar). */
  resolution: (deptId: number) => ReactNode;
  /** Column titles before the actions column. */
  columns: string[];
  /** The row's cells before its actions cell. */
  renderCells: (row: R) => ReactNode;
  /** The add (no record) or modify form, preset to the organization picked in the tree. */
  renderForm: (form: { record?: R; deptId: number | undefined; onClose: () => void }) => ReactNode;
}

/**
 * The two binding screens of decision 0019, persons to notify and work-order handlers: rows bound to an organization
 * or one of its devices. The organization tree on the left filters the list; search by keyword, device and one more
 * select, who serves the picked organization, cursor paging, add / modify / delete (at most MAX_BINDING_DELETE at
 * once) / export by permission.
 */
export function BindingPage<R, S extends BindingSearch, K extends string>(props: Props<R, S, K>) {
  const { ns, permissions, filter, keyOf } = props;
  const { t } = useTranslation(ns);
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  // another organization picked in the tree: back to its first page
  const paging = useCursorPaging({ scope: deptId });
  const [dialog, setDialog] = useState<{ record?: R } | null>(null);
  // a device filter belongs to the organization it was chosen in
  const [deviceFilterDept, setDeviceFilterDept] = useState<number | undefined>();
  type SearchForm = Record<'keyword' | 'deviceId' | K, string>;
  const searching = useListSearch<SearchForm, S>({
    empty: { keyword: '', deviceId: '', [filter.key]: '' } as SearchForm,
    // every field of a search is optional: all undefined is no filter
    parse: parseWith(props.searchSchema),
    onInvalid: () => notifyError(t('validation.invalidSearch')),
    onApplied: () => {
      paging.reset();
      selection.clear();
      setDeviceFilterDept(deptId);
    },
  });
  const { form, setField } = searching;
  const search = useMemo<S>(() => {
    const { deviceId } = searching.search;
    return { ...searching.search, deptId, deviceId: deviceId !== undefined && deviceId > 0 && deviceFilterDept !== deptId ? undefined : deviceId };
  }, [searching.search, deptId, deviceFilterDept]);
  // another organization picked in the tree: a chosen device is not one of its options any more
  useResetOnChange([deptId], () => {
    if (form.deviceId !== '' && form.deviceId !== '0') setField('deviceId', '');
  });
  const query = useMemo<BindingPageQuery<S>>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = props.usePage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, keyOf);
  const devices = useBindingDeviceOptions(deptId ? { deptId } : undefined);
  const remover = useConfirmAction({
    mutation: props.remove,
    toVariables: (targets: readonly R[]) => targets.map(keyOf),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const askDelete = (targets: readonly R[]) => {
    if (targets.length > MAX_BINDING_DELETE) notifyError(t('delete.tooMany', { max: MAX_BINDING_DELETE }));
    else remover.ask(targets);
  };

  return (
    <OrgTreeLayout testId={`${ns}-page`} panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns={ns} testIdPrefix={ns} />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix={ns} onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchTextField
            width="56"
            label={t('search.keyword')}
            placeholder={t('search.keywordHint')}
            testId={`${ns}-search-keyword`}
            value={form.keyword}
            maxLength={64}
            onChange={(v) => setField('keyword', v)}
          />
          <SearchSelectField
            width="56"
            label={t('fields.deviceId')}
            testId={`${ns}-search-device`}
            value={form.deviceId}
            onChange={(v) => setField('deviceId', v)}
            allLabel={t('search.all')}
            options={[{ value: '0', label: t('form.wholeOrganization') }, ...(devices.data ?? []).map((d) => ({ value: String(d.deviceId), label: d.label }))]}
          />
          <SearchSelectField
            label={filter.label}
            testId={`${ns}-search-${filter.key}`}
            value={form[filter.key]}
            onChange={(v) => setField(filter.key, v)}
            allLabel={t('search.all')}
            options={filter.options}
          />
        </SearchBar>

        {deptId !== undefined && props.resolution(deptId)}

        <ListToolbar label={t('toolbar.label')}>
          <ToolbarButton kind="add" permission={permissions.add} testId={`${ns}-add`} label={t('toolbar.add')} onClick={() => setDialog({})} />
          <ExportButton permission={permissions.export} testId={`${ns}-export`} label={t('toolbar.export')} exporter={props.exporter} search={search} errorText={(err) => errorMessage(t, err)} />
          <ToolbarButton
            kind="delete"
            permission={permissions.remove}
            testId={`${ns}-delete`}
            label={t('toolbar.deleteSelected')}
            disabled={selection.selectedRows.length === 0}
            onClick={() => askDelete(selection.selectedRows)}
          />
        </ListToolbar>

        {list.isError && <ListLoadError testId={`${ns}-load-error`} message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId={`${ns}-table`}
          size="sm"
          busy={list.isFetching}
          columns={props.columns}
          actionsHeader={t('fields.actions')}
          rows={rows}
          rowKey={keyOf}
          rowTestId={(row) => `${ns}-row-${keyOf(row)}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId={`${ns}-empty`}
          selection={{
            selection,
            keyOf,
            selectAllLabel: t('table.selectAll'),
            selectRowLabel: (row) => t('table.selectRow', { name: props.nameOf(row) }),
            rowCheckTestId: (row) => `${ns}-check-${keyOf(row)}`,
          }}
          renderCells={props.renderCells}
          renderActions={(row) => (
            <>
              <RowActionButton kind="edit" permission={permissions.edit} testId={`${ns}-row-edit-${keyOf(row)}`} onClick={() => setDialog({ record: row })} />
              <RowActionButton kind="delete" permission={permissions.remove} testId={`${ns}-row-delete-${keyOf(row)}`} label={t('toolbar.delete')} onClick={() => askDelete([row])} />
            </>
          )}
        />

        <CursorPagination testId={ns} paging={paging} list={list} onPageChange={() => selection.clear()} />
      </Stack>

      {dialog && props.renderForm({ record: dialog.record, deptId, onClose: () => setDialog(null) })}
      <ConfirmDialog
        {...remover.dialog}
        tone="danger"
        title={t('delete.title')}
        message={remover.target?.length === 1 ? props.deleteMessage(remover.target[0]) : t('delete.messageMany', { count: remover.target?.length ?? 0 })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        testId={`${ns}-delete-dialog`}
        actionTestIdPrefix={`${ns}-delete`}
      />
    </OrgTreeLayout>
  );
}

/** Who serves the organization picked in the tree: a warning when nobody does, up to its root. */
export function ResolutionAlert({ testId, nobody, children }: { testId: string; nobody: boolean; children: ReactNode }) {
  return (
    <Alert.Root status={nobody ? 'warning' : 'info'} size="sm" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
