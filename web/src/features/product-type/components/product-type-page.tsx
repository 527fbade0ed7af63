import { useMemo, useState } from 'react';
import { Badge, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { PRODUCT_TYPE_STATUSES, productTypeSearch, type ProductTypeRecord, type ProductTypeSearch } from '@aed/shared/schemas/product-type';
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
import { useDeleteProductTypes } from '../api/delete-product-types';
import { useExportProductTypes } from '../api/export-product-types';
import { useProductTypePage } from '../api/get-product-type-page';
import { ProductTypeFormDialog } from './product-type-form-dialog';

const NO_ROWS: ProductTypeRecord[] = [];

type SearchForm = { typeCode: string; typeName: string; status: string };
/** Normal (enabled) records first, as the status select shows; "All" shows the disabled ones too (decision 0024). */
const DEFAULT_SEARCH: SearchForm = { typeCode: '', typeName: '', status: LIMITS.defaultListStatus };

/** Product types screen (menu component 'product/productType/index'): search, list, add, modify, delete, export by permission. */
export default function ProductTypePage() {
  const { t } = useTranslation('productType');
  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, ProductTypeSearch>({
    empty: DEFAULT_SEARCH,
    parse: parseWith(productTypeSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<ProductTypeRecord | 'new' | null>(null);
  const query = useMemo(() => ({ ...search, page: paging.page, limit: paging.limit }), [search, paging.page, paging.limit]);
  const list = useProductTypePage(query);
  const exporter = useExportProductTypes();
  const remover = useConfirmAction({
    mutation: useDeleteProductTypes(),
    toVariables: (row: ProductTypeRecord) => [row.typeId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => added.clear(),
  });
  // a record just added is shown on the page shown, wherever the list's order puts it
  const added = useJustAdded(list.data?.rows ?? NO_ROWS, (row: ProductTypeRecord) => row.typeId, [query]);
  const { rows } = added;

  return (
    <Stack gap="4" p="4" data-testid="product-type-page">
      <SearchBar label={t('search.label')} testIdPrefix="product-type" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="44" label={t('fields.typeCode')} testId="product-type-search-code" value={form.typeCode} maxLength={32} onChange={(v) => setField('typeCode', v)} />
        <SearchTextField width="52" label={t('fields.typeName')} testId="product-type-search-name" value={form.typeName} maxLength={50} onChange={(v) => setField('typeName', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="product-type-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={PRODUCT_TYPE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.productType.add} testId="product-type-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
        <ExportButton
          permission={PERMISSIONS.productType.export}
          testId="product-type-export"
          label={t('toolbar.export')}
          exporter={exporter}
          search={search}
          errorText={(err) => errorMessage(t, err)}
        />
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="product-type-table"
        columns={[t('fields.typeId'), t('fields.typeCode'), t('fields.typeName'), t('fields.status'), t('fields.description'), t('fields.createTime')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.typeId}
        justAdded={added.isJustAdded}
        rowTestId={(row) => `product-type-row-${row.typeCode}`}
        loading={list.isPending}
        emptyText={t('table.empty')}
        emptyTestId="product-type-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.typeId}</Table.Cell>
            <Table.Cell>{row.typeCode}</Table.Cell>
            <Table.Cell>{row.typeName}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
            <TruncatedCell maxWidth="60" text={row.description} />
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.productType.edit} testId={`product-type-row-edit-${row.typeCode}`} onClick={() => setEditing(row)} />
            <RowActionButton
              kind="delete"
              permission={PERMISSIONS.productType.remove}
              testId={`product-type-row-delete-${row.typeCode}`}
              label={t('toolbar.delete')}
              onClick={() => remover.ask(row)}
            />
          </>
        )}
      />

      <ListPagination testId="product-type" total={list.data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && <ProductTypeFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onAdded={added.show} onModified={added.changed} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: remover.target.typeName, code: remover.target.typeCode })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="product-type-delete-dialog"
          actionTestIdPrefix="product-type-delete"
        />
      )}
    </Stack>
  );
}
