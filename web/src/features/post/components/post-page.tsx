import { useMemo, useState } from 'react';
import { Badge, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { POST_STATUSES, postSearch, type PostRecord, type PostSearch } from '@aed/shared/schemas/post';
import { DateTimeCell, TruncatedCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useJustAdded } from '../../../components/list/use-just-added';
import { parseWith, usePageNumbers, useListSearch } from '../../../components/list/use-list-search';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useDeletePosts } from '../api/delete-posts';
import { useExportPosts } from '../api/export-posts';
import { usePostPage } from '../api/get-post-page';
import { PostFormDialog } from './post-form-dialog';

const NO_ROWS: PostRecord[] = [];

type SearchForm = { postCode: string; postName: string; status: string };
const EMPTY: SearchForm = { postCode: '', postName: '', status: '' };

/** Positions screen (menu component 'system/post/index'): search, list, add, modify, delete, export by permission. */
export default function PostPage() {
  const { t } = useTranslation('post');
  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, PostSearch>({
    empty: EMPTY,
    parse: parseWith(postSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<PostRecord | 'new' | null>(null);
  const query = useMemo(() => ({ ...search, page: paging.page, limit: paging.limit }), [search, paging.page, paging.limit]);
  const list = usePostPage(query);
  const exporter = useExportPosts();
  const remover = useConfirmAction({
    mutation: useDeletePosts(),
    toVariables: (row: PostRecord) => [row.postId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => added.clear(),
  });
  // a record just added is shown on the page shown, wherever the list's order puts it
  const added = useJustAdded(list.data?.rows ?? NO_ROWS, (row: PostRecord) => row.postId, [query]);
  const { rows } = added;

  return (
    <Stack gap="4" p="4" data-testid="post-page">
      <SearchBar label={t('search.label')} testIdPrefix="post" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="44" label={t('fields.postCode')} testId="post-search-code" value={form.postCode} maxLength={64} onChange={(v) => setField('postCode', v)} />
        <SearchTextField width="52" label={t('fields.postName')} testId="post-search-name" value={form.postName} maxLength={50} onChange={(v) => setField('postName', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="post-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={POST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.post.add} testId="post-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
        <ExportButton permission={PERMISSIONS.post.export} testId="post-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="post-table"
        columns={[t('fields.postId'), t('fields.postCode'), t('fields.postName'), t('fields.postSort'), t('fields.status'), t('fields.remark'), t('fields.createTime')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.postId}
        justAdded={added.isJustAdded}
        rowTestId={(row) => `post-row-${row.postCode}`}
        loading={list.isPending}
        emptyText={t('table.empty')}
        emptyTestId="post-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.postId}</Table.Cell>
            <Table.Cell>{row.postCode}</Table.Cell>
            <Table.Cell>{row.postName}</Table.Cell>
            <Table.Cell>{row.postSort}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
            <TruncatedCell text={row.remark} />
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.post.edit} testId={`post-row-edit-${row.postCode}`} onClick={() => setEditing(row)} />
            <RowActionButton kind="delete" permission={PERMISSIONS.post.remove} testId={`post-row-delete-${row.postCode}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
          </>
        )}
      />

      <ListPagination testId="post" total={list.data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && <PostFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onAdded={added.show} onModified={added.changed} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: remover.target.postName, code: remover.target.postCode })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="post-delete-dialog"
          actionTestIdPrefix="post-delete"
        />
      )}
    </Stack>
  );
}
