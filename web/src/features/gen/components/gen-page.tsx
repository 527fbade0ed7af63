import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCode } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { genTableSearch, type GenLabels, type GenTableRow, type GenTableSearch } from '@aed/shared/schemas/gen';
import { CodeCell, DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { parseWith, useListSearch, usePageNumbers } from '../../../components/list/use-list-search';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useDeleteGen } from '../api/delete-gen';
import { useDownloadGen } from '../api/download-gen';
import { useGenPage } from '../api/get-gen-page';
import { GenFormDialog } from './gen-form-dialog';
import { GenPreviewDialog } from './gen-preview-dialog';

type SearchForm = { moduleName: string; businessName: string };
const EMPTY: SearchForm = { moduleName: '', businessName: '' };

/** A label in the UI language, English when not translated. */
export const labelIn = (labels: GenLabels, lng: string) => (labels[lng as keyof GenLabels] ?? '').trim() || labels.en;

/** Code generation screen (menu component 'tool/gen/index'): definitions, field grid, preview and zip download. */
export default function GenPage() {
  const { t, i18n } = useTranslation('gen');
  const { hasPermission } = usePermission();
  // editing loads the definition first
  const canEdit = hasPermission(PERMISSIONS.gen.edit) && hasPermission(PERMISSIONS.gen.query);
  const canDownload = hasPermission(PERMISSIONS.gen.code);

  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, GenTableSearch>({
    empty: EMPTY,
    parse: parseWith(genTableSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<GenTableRow | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<GenTableRow | null>(null);
  const query = useMemo(() => ({ ...search, page: paging.page, limit: paging.limit }), [search, paging.page, paging.limit]);
  const list = useGenPage(query);
  const download = useDownloadGen();
  const remover = useConfirmAction({
    mutation: useDeleteGen(),
    toVariables: (row: GenTableRow) => [row.tableId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
  });
  const rows = list.data?.rows ?? [];

  const startDownload = (tableId: number) =>
    download.mutate(tableId, { onSuccess: () => notifySuccess(t('toast.downloaded')), onError: (err) => notifyError(errorMessage(t, err)) });

  return (
    <Stack gap="4" p="4" data-testid="gen-page">
      <SearchBar label={t('search.label')} testIdPrefix="gen" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField label={t('fields.moduleName')} testId="gen-search-module" value={form.moduleName} maxLength={30} onChange={(v) => setField('moduleName', v)} />
        <SearchTextField width="52" label={t('fields.businessName')} testId="gen-search-business" value={form.businessName} maxLength={50} onChange={(v) => setField('businessName', v)} />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.gen.add} testId="gen-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="gen-table"
        columns={[t('fields.tableId'), t('fields.moduleName'), t('fields.entityName'), t('fields.businessName'), t('fields.fieldCount'), t('fields.createTime')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.tableId}
        rowTestId={(row) => `gen-row-${row.moduleName}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={t('table.empty')}
        emptyTestId="gen-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.tableId}</Table.Cell>
            <CodeCell text={row.moduleName} size="sm" />
            <Table.Cell>{row.entityName}</Table.Cell>
            <Table.Cell>{labelIn(row.businessName, i18n.language)}</Table.Cell>
            <Table.Cell>{row.fieldCount}</Table.Cell>
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="other" icon={<LuCode />} permission={PERMISSIONS.gen.preview} testId={`gen-row-preview-${row.moduleName}`} label={t('toolbar.preview')} onClick={() => setPreviewing(row)} />
            <RowActionButton
              kind="export"
              permission={PERMISSIONS.gen.code}
              testId={`gen-row-download-${row.moduleName}`}
              label={t('toolbar.download')}
              loading={download.isPending && download.variables === row.tableId}
              onClick={() => startDownload(row.tableId)}
            />
            {canEdit && <RowActionButton kind="edit" testId={`gen-row-edit-${row.moduleName}`} onClick={() => setEditing(row)} />}
            <RowActionButton kind="delete" permission={PERMISSIONS.gen.remove} testId={`gen-row-delete-${row.moduleName}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
          </>
        )}
      />

      <ListPagination testId="gen" total={list.data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && <GenFormDialog tableId={editing === 'new' ? undefined : editing.tableId} onClose={() => setEditing(null)} />}
      {previewing && (
        <GenPreviewDialog row={previewing} canDownload={canDownload} downloading={download.isPending} onDownload={() => startDownload(previewing.tableId)} onClose={() => setPreviewing(null)} />
      )}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: remover.target.moduleName })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="gen-delete-dialog"
          actionTestIdPrefix="gen-delete"
        />
      )}
    </Stack>
  );
}
