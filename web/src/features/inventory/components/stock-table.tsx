import { Fragment, useMemo } from 'react';
import { Box, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { SALE_STATUSES } from '@aed/shared/schemas/device';
import { stockSearch, type StockCounts, type StockGroup, type StockRow } from '@aed/shared/schemas/inventory';
import { ListLoadError } from '../../../components/list/list-table';
import { FrameMessage, TableFrame } from '../../../components/list/table-frame';
import { ExportButton, ListToolbar } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField } from '../../../components/list/search-bar';
import { useListSearch, usePageNumbers } from '../../../components/list/use-list-search';
import { ListPagination } from '../../../components/ui/list-pagination';
import { errorMessage } from '../../../lib/error-message';
import { useExportStock } from '../api/export-inventory';
import { useInventoryOptions } from '../api/get-inventory-options';
import { useStock } from '../api/get-stock';
import type { StockFilter } from '../api/inventory-keys';

const COUNT_COLUMNS = ['stock', 'sold', 'inLease', 'leaseExpired', 'total', 'enabled'] as const;

interface Form {
  typeId: string;
  modelId: string;
  saleStatus: string;
}
const EMPTY: Form = { typeId: '', modelId: '', saleStatus: '' };

/** The filters as the shared stock search has them; undefined when one is not valid (a link's `typeId=abc`). */
const toFilter = (form: Form): Pick<StockFilter, 'typeId' | 'modelId' | 'saleStatus'> | undefined => {
  const parsed = stockSearch.safeParse(form);
  return parsed.success ? { typeId: parsed.data.typeId, modelId: parsed.data.modelId, saleStatus: parsed.data.saleStatus } : undefined;
};

/** The counters of a row, group or total as cells (the enabled count says how many are disabled). */
function CountCells({ counts, testId, strong }: { counts: StockCounts; testId: string; strong?: boolean }) {
  const { t } = useTranslation('inventory');
  return (
    <>
      {COUNT_COLUMNS.map((k) => (
        <Table.Cell
          key={k}
          textAlign="end"
          fontWeight={strong || k === 'total' ? 'semibold' : undefined}
          color={counts[k] === 0 ? 'fg.subtle' : undefined}
          data-testid={`${testId}-${k}`}
          title={k === 'enabled' ? t('stock.disabled', { count: counts.disabled }) : undefined}
        >
          {counts[k]}
        </Table.Cell>
      ))}
    </>
  );
}

/**
 * The stock tab: filters (product type, model, sale status), export, and the stock of the organizations in view,
 * organization by organization (its total over all its models first, then one row per model), with the grand total.
 */
export function StockTable({ deptId, subtree }: { deptId: number | undefined; subtree: boolean }) {
  const { t } = useTranslation('inventory');
  const options = useInventoryOptions();
  // another organization picked in the tree: back to its first page
  const paging = usePageNumbers({ pageSize: 20, scope: [deptId, subtree] });
  const searching = useListSearch({ empty: EMPTY, parse: toFilter, onInvalid: () => {} /* selects only: always valid */, onApplied: paging.reset });
  const { form, setForm, search: applied } = searching;
  const search = useMemo<StockFilter>(
    () => ({ deptId, subtree: deptId === undefined ? undefined : subtree ? '1' : '0', ...applied }),
    [deptId, subtree, applied],
  );
  const stock = useStock({ ...search, page: paging.page, limit: paging.limit });
  const exporter = useExportStock();
  const data = stock.data;
  const rows = data?.rows ?? [];
  const groups = new Map<number, StockGroup>((data?.groups ?? []).map((g) => [g.deptId, g]));
  const filtered = !!(applied.typeId || applied.modelId || applied.saleStatus);
  const types = options.data?.types ?? [];
  const models = (options.data?.models ?? []).filter((m) => !form.typeId || m.typeId === Number(form.typeId));
  const columns = [t('fields.dept'), t('fields.type'), t('fields.model'), ...COUNT_COLUMNS.map((k) => t(`fields.${k}`))];

  return (
    <Stack gap="4" pt="2" data-testid="inventory-stock">
      <SearchBar
        label={t('search.stockLabel')}
        testIdPrefix="inventory-stock"
        onSubmit={searching.submit}
        onReset={searching.reset}
        submitLabel={t('search.submit')}
        resetLabel={t('search.reset')}
      >
        <SearchSelectField
          label={t('fields.type')}
          testId="inventory-stock-type"
          value={form.typeId}
          onChange={(v) => setForm((f) => ({ ...f, typeId: v, modelId: '' }))}
          allLabel={t('search.all')}
          options={types.map((ty) => ({ value: String(ty.typeId), label: ty.typeName }))}
          width="44"
        />
        <SearchSelectField
          label={t('fields.model')}
          testId="inventory-stock-model"
          value={form.modelId}
          onChange={(v) => setForm((f) => ({ ...f, modelId: v }))}
          allLabel={t('search.all')}
          options={models.map((m) => ({ value: String(m.modelId), label: `${m.brand} ${m.modelName}` }))}
          width="56"
        />
        <SearchSelectField
          label={t('fields.saleStatus')}
          testId="inventory-stock-sale-status"
          value={form.saleStatus}
          onChange={(v) => setForm((f) => ({ ...f, saleStatus: v }))}
          allLabel={t('search.all')}
          options={SALE_STATUSES.map((s) => ({ value: s, label: t(`saleStatus.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.stockLabel')}>
        <ExportButton permission={PERMISSIONS.inventory.export} testId="inventory-stock-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {stock.isError && <ListLoadError testId="inventory-stock-error" message={errorMessage(t, stock.error)} onRetry={() => void stock.refetch()} retryLabel={t('retry')} />}

      <TableFrame size="sm" data-testid="inventory-stock-table" aria-busy={stock.isFetching} opacity={stock.isPlaceholderData ? 0.6 : undefined}>
          <Table.Header>
            <Table.Row>
              {columns.map((c, i) => (
                <Table.ColumnHeader key={i} textAlign={i >= 3 ? 'end' : undefined} whiteSpace={i >= 3 ? 'normal' : undefined}>
                  {c}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stock.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <FrameMessage>
                    <HStack justify="center" py="8" gap="3">
                      <Spinner />
                      <Text>{t('stock.loading')}</Text>
                    </HStack>
                  </FrameMessage>
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  {stock.isError ? (
                    <Box py="8" />
                  ) : (
                    <FrameMessage>
                      <Text textAlign="center" py="8" px="4" color="fg.muted" data-testid="inventory-stock-empty">
                        {filtered || deptId !== undefined ? t('stock.emptyFiltered') : t('stock.empty')}
                      </Text>
                    </FrameMessage>
                  )}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row, i) => (
                <Fragment key={`${row.deptId}-${row.modelId}`}>
                  {(i === 0 || rows[i - 1]!.deptId !== row.deptId) && <GroupRow group={groups.get(row.deptId)} row={row} />}
                  <Table.Row data-testid={`inventory-stock-row-${row.deptId}-${row.modelId}`}>
                    <Table.Cell />
                    <Table.Cell whiteSpace="normal">{row.typeName}</Table.Cell>
                    <Table.Cell whiteSpace="normal" minW="40">
                      <Text>
                        {row.brand} {row.modelName}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {row.modelCode}
                      </Text>
                    </Table.Cell>
                    <CountCells counts={row} testId={`inventory-stock-row-${row.deptId}-${row.modelId}`} />
                  </Table.Row>
                </Fragment>
              ))
            )}
          </Table.Body>
          {data && rows.length > 0 && (
            <Table.Footer>
              <Table.Row data-testid="inventory-stock-grand" bg="bg.muted">
                <Table.Cell colSpan={3} fontWeight="bold">
                  {t('stock.grandTotal')}
                </Table.Cell>
                <CountCells counts={data.totals} testId="inventory-stock-grand" strong />
              </Table.Row>
            </Table.Footer>
          )}
      </TableFrame>

      <ListPagination testId="inventory-stock" total={data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />
    </Stack>
  );
}

/** An organization's line: its name, how many models it holds and its totals over all of them. */
function GroupRow({ group, row }: { group: StockGroup | undefined; row: StockRow }) {
  const { t } = useTranslation('inventory');
  return (
    <Table.Row bg="bg.subtle" data-testid={`inventory-stock-group-${row.deptId}`}>
      <Table.Cell fontWeight="semibold" whiteSpace="normal" minW="32">
        {row.deptName}
      </Table.Cell>
      <Table.Cell colSpan={2} color="fg.muted" fontSize="xs" whiteSpace="normal">
        {t('stock.groupTotal')} · {t('stock.models', { count: group?.models ?? 0 })}
      </Table.Cell>
      {group ? <CountCells counts={group} testId={`inventory-stock-group-${row.deptId}`} strong /> : <Table.Cell colSpan={COUNT_COLUMNS.length} />}
    </Table.Row>
  );
}
