import { useMemo, useState } from 'react';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuList } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DICT_STATUSES, dictTypeSearch, type DictTypeRecord, type DictTypeSearch } from '@aed/shared/schemas/dict';
import { DateTimeCell, TruncatedCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useJustAdded } from '../../../components/list/use-just-added';
import { parseWith, usePageNumbers, useListSearch } from '../../../components/list/use-list-search';
import { AppLink } from '../../../components/ui/app-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPagination } from '../../../components/ui/list-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteDictTypes } from '../api/delete-dict-types';
import { useExportDictTypes } from '../api/export-dict';
import { useDictTypePage } from '../api/get-dict-type-page';
import { DictStatusBadge } from './dict-status-badge';
import { DictTypeFormDialog } from './dict-type-form-dialog';

const NO_ROWS: DictTypeRecord[] = [];

type SearchForm = { dictName: string; dictType: string; status: string };
const EMPTY: SearchForm = { dictName: '', dictType: '', status: '' };

/** The hidden data screen of a type (spec section 2: `/dict/type/data/:dictId`). */
export const dictDataPath = (dictId: number) => `/dict/type/data/${dictId}`;

/**
 * Dictionaries screen (menu component 'system/dict/index'): dictionary types with search and paging; add, modify,
 * delete and export by permission; each type links to its data screen.
 */
export default function DictPage() {
  const { t } = useTranslation('dict');
  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, DictTypeSearch>({
    empty: EMPTY,
    parse: parseWith(dictTypeSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<DictTypeRecord | 'new' | null>(null);

  const query = useMemo(() => ({ ...search, page: paging.page, limit: paging.limit }), [search, paging.page, paging.limit]);
  const list = useDictTypePage(query);
  const exporter = useExportDictTypes();
  const remover = useConfirmAction({
    mutation: useDeleteDictTypes(),
    toVariables: (row: DictTypeRecord) => [row.dictId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => added.clear(),
  });
  // a new type is shown on top of the page shown (the list is in id order: it would be on the last page)
  const added = useJustAdded(list.data?.rows ?? NO_ROWS, (row: DictTypeRecord) => row.dictId, [query]);
  const { rows } = added;

  return (
    <Stack gap="4" p="4" data-testid="dict-page">
      <SearchBar label={t('search.label')} testIdPrefix="dict" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="52" label={t('fields.dictName')} testId="dict-search-name" value={form.dictName} maxLength={100} onChange={(v) => setField('dictName', v)} />
        <SearchTextField width="52" label={t('fields.dictType')} testId="dict-search-type" value={form.dictType} maxLength={100} onChange={(v) => setField('dictType', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="dict-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={DICT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.dict.add} testId="dict-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
        <ExportButton permission={PERMISSIONS.dict.export} testId="dict-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="dict-load-error" message={errorMessage(t, list.error)} />}

      <ListTable
        testId="dict-table"
        columns={[t('fields.dictId'), t('fields.dictName'), t('fields.dictType'), t('fields.status'), t('fields.remark'), t('fields.createTime')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.dictId}
        rowTestId={(row) => `dict-row-${row.dictType}`}
        justAdded={added.isJustAdded}
        loading={list.isPending}
        busy={list.isFetching}
        emptyText={t('table.empty')}
        emptyTestId="dict-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.dictId}</Table.Cell>
            <Table.Cell>{row.dictName}</Table.Cell>
            <Table.Cell>
              <AppLink href={dictDataPath(row.dictId)} data-testid={`dict-row-link-${row.dictType}`}>
                <Text as="span" color="colorPalette.fg" colorPalette="brand" fontFamily="mono" fontSize="sm" textDecoration="underline">
                  {row.dictType}
                </Text>
              </AppLink>
            </Table.Cell>
            <Table.Cell>
              <DictStatusBadge status={row.status} />
            </Table.Cell>
            <TruncatedCell text={row.remark} />
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <Button asChild size="xs" variant="ghost">
              <AppLink href={dictDataPath(row.dictId)}>
                <LuList /> {t('table.data')}
              </AppLink>
            </Button>
            <RowActionButton kind="edit" permission={PERMISSIONS.dict.edit} testId={`dict-row-edit-${row.dictType}`} onClick={() => setEditing(row)} />
            <RowActionButton kind="delete" permission={PERMISSIONS.dict.remove} testId={`dict-row-delete-${row.dictType}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
          </>
        )}
      />

      <ListPagination testId="dict" total={list.data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && (
        <DictTypeFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onAdded={added.show} onModified={added.changed} />
      )}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.typeMessage', { name: remover.target.dictName, type: remover.target.dictType })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="dict-delete-dialog"
          actionTestIdPrefix="dict-delete"
        />
      )}
    </Stack>
  );
}
