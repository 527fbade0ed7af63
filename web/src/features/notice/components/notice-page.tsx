import { useMemo, useState } from 'react';
import { Badge, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { NOTICE_TYPES, noticeSearch, type NoticeRow, type NoticeSearch } from '@aed/shared/schemas/notice';
import { DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteNotices } from '../api/delete-notices';
import { useNoticePage } from '../api/get-notice-page';
import { NoticeFormDialog } from './notice-form-dialog';

type SearchForm = { noticeTitle: string; createBy: string; noticeType: string };
const EMPTY: SearchForm = { noticeTitle: '', createBy: '', noticeType: '' };

/**
 * Notices screen (menu component 'system/notice/index'): search, the notices of the organizations in the caller's scope
 * with their organization (each organization's newest first, cursor paging), add, modify, delete by permission.
 */
export default function NoticePage() {
  const { t } = useTranslation('notice');
  const paging = useCursorPaging();
  const searching = useListSearch<SearchForm, NoticeSearch>({
    empty: EMPTY,
    parse: parseWith(noticeSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const query = useMemo(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useNoticePage(query);
  const remover = useConfirmAction({
    mutation: useDeleteNotices(),
    toVariables: (row: NoticeRow) => [row.noticeId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
  });
  const rows = list.data?.rows ?? [];

  return (
    <Stack gap="4" p="4" data-testid="notice-page">
      <SearchBar label={t('search.label')} testIdPrefix="notice" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="56" label={t('fields.noticeTitle')} testId="notice-search-title" value={form.noticeTitle} maxLength={50} onChange={(v) => setField('noticeTitle', v)} />
        <SearchTextField width="44" label={t('fields.createBy')} testId="notice-search-createby" value={form.createBy} maxLength={30} onChange={(v) => setField('createBy', v)} />
        <SearchSelectField
          width="40"
          label={t('fields.noticeType')}
          testId="notice-search-type"
          value={form.noticeType}
          onChange={(v) => setField('noticeType', v)}
          allLabel={t('search.all')}
          options={NOTICE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.notice.add} testId="notice-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="notice-table"
        columns={[t('fields.noticeId'), t('fields.noticeTitle'), t('fields.deptName'), t('fields.noticeType'), t('fields.status'), t('fields.createBy'), t('fields.createTime')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.noticeId}
        rowTestId={(row) => `notice-row-${row.noticeId}`}
        loading={list.isPending}
        emptyText={t('table.empty')}
        emptyTestId="notice-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.noticeId}</Table.Cell>
            <Table.Cell>{row.noticeTitle}</Table.Cell>
            <Table.Cell data-testid={`notice-dept-${row.noticeId}`}>{row.deptName}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.noticeType === '1' ? 'orange' : 'green'} variant="subtle">
                {t(`type.${row.noticeType}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.status === '0' ? 'blue' : 'red'} variant="subtle">
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{row.createBy}</Table.Cell>
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.notice.edit} testId={`notice-row-edit-${row.noticeId}`} onClick={() => setEditing(row.noticeId)} />
            <RowActionButton kind="delete" permission={PERMISSIONS.notice.remove} testId={`notice-row-delete-${row.noticeId}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
          </>
        )}
      />

      <CursorPagination testId="notice" paging={paging} list={list} />

      {editing !== null && <NoticeFormDialog noticeId={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { title: remover.target.noticeTitle })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="notice-delete-dialog"
          actionTestIdPrefix="notice-delete"
        />
      )}
    </Stack>
  );
}
