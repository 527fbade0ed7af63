import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuEye, LuMapPin, LuPencil, LuRefreshCw } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DUE_WITHIN_DAYS, SALE_VALIDITIES, SELL_TYPES, saleSearch, type SalePageQuery, type SaleRecord, type SaleSearch } from '@aed/shared/schemas/sale';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { RowActionMenu } from '../../../components/list/row-action-menu';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { useSalePage } from '../api/get-sale-page';
import { useVoidSales } from '../api/change-sale';
import { SaleFormDialog } from './sale-form-dialog';
import { SaleReletDialog, SaleRelocateDialog } from './sale-action-dialogs';
import { SaleDetailsDialog, ValidityBadge } from './sale-details';

type SearchForm = { keyword: string; sellType: string; validity: string; dueWithinDays: string };
const EMPTY: SearchForm = { keyword: '', sellType: '', validity: '', dueWithinDays: '' };
type Dialog = { kind: 'details' | 'edit' | 'relet' | 'relocate'; sale: SaleRecord } | null;

/**
 * Sales records (menu component 'product/sale/index', decision 0043): the organization tree narrows the list to the
 * buyers in that organization and below; each record can be read, updated, renewed (a lease), relocated or voided.
 * The row shows Details and a menu of the other actions: the pinned actions column stays narrow, so the period and
 * the status stay in view at 1440 px (walk 15, defect 6).
 */
export default function SalePage() {
  const { t } = useTranslation('sale');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const [dialog, setDialog] = useState<Dialog>(null);
  const searching = useListSearch<SearchForm, SaleSearch>({
    empty: EMPTY,
    parse: parseWith(saleSearch),
    onInvalid: () => notifyError(t('search.invalid')),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setField } = searching;
  const query = useMemo<SalePageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useSalePage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: SaleRecord) => r.saleId);
  const voider = useConfirmAction({
    mutation: useVoidSales(),
    toVariables: (sales: readonly SaleRecord[]) => sales.map((s) => s.saleId),
    successText: () => t('toast.voided'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const running = (s: SaleRecord) => s.validity === '0';

  return (
    <OrgTreeLayout testId="sale-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="sale" testIdPrefix="sale" />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix="sale" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="sale-search-keyword" value={form.keyword} maxLength={50} onChange={(v) => setField('keyword', v)} />
          <SearchSelectField label={t('fields.sellType')} testId="sale-search-sellType" value={form.sellType} onChange={(v) => setField('sellType', v)} allLabel={t('search.all')} options={SELL_TYPES.map((s) => ({ value: s, label: t(`sellType.${s}`) }))} />
          <SearchSelectField label={t('fields.validity')} testId="sale-search-validity" value={form.validity} onChange={(v) => setField('validity', v)} allLabel={t('search.all')} options={SALE_VALIDITIES.map((s) => ({ value: s, label: t(`validity.${s}`) }))} />
          <SearchSelectField
            label={t('search.dueWithin')}
            testId="sale-search-due"
            value={form.dueWithinDays}
            onChange={(v) => setField('dueWithinDays', v)}
            allLabel={t('search.allDue')}
            options={DUE_WITHIN_DAYS.map((d) => ({ value: String(d), label: t('search.dueWithinDays', { count: d }) }))}
          />
        </SearchBar>

        <ListToolbar label={t('toolbar.label')}>
          <ToolbarButton kind="delete" permission={PERMISSIONS.sale.void} testId="sale-void" label={t('toolbar.voidSelected')} disabled={selection.selectedRows.length === 0} onClick={() => voider.ask(selection.selectedRows)} />
        </ListToolbar>

        {list.isError && <ListLoadError testId="sale-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="sale-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('fields.device'), t('fields.buyer'), t('fields.seller'), t('fields.sellType'), t('fields.period'), t('fields.rentDueDate'), t('fields.customerCompany'), t('fields.validity')]}
          actionsHeader={t('table.actions')}
          rows={rows}
          rowKey={(row) => row.saleId}
          rowTestId={(row) => `sale-row-${row.saleId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="sale-empty"
          selection={{
            selection,
            keyOf: (row) => row.saleId,
            selectAllLabel: t('table.selectAll'),
            selectRowLabel: (row) => t('table.selectRow', { serial: row.serialNumber }),
            rowCheckTestId: (row) => `sale-check-${row.saleId}`,
          }}
          renderCells={(row) => (
            <>
              <TwoLineCell main={row.serialNumber} sub={row.equipmentName} />
              <Table.Cell>{row.buyerDeptName}</Table.Cell>
              <Table.Cell>{row.sellerDeptName}</Table.Cell>
              <TwoLineCell main={t(`sellType.${row.sellType}`)} sub={t(`action.${row.action}`)} />
              <Table.Cell whiteSpace="nowrap">{`${row.startDate} → ${row.endDate || '—'}`}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.rentDueDate || '—'}</Table.Cell>
              <Table.Cell>{row.customerCompany || '—'}</Table.Cell>
              <Table.Cell>
                <ValidityBadge validity={row.validity} testId={`sale-validity-${row.saleId}`} />
              </Table.Cell>
            </>
          )}
          renderActions={(row) => (
            <>
              <RowActionButton kind="other" icon={<LuEye />} permission={PERMISSIONS.sale.query} testId={`sale-row-details-${row.saleId}`} label={t('toolbar.details')} onClick={() => setDialog({ kind: 'details', sale: row })} />
              <RowActionMenu
                testId={`sale-row-more-${row.saleId}`}
                label={t('table.moreActions', { serial: row.serialNumber })}
                actions={[
                  { value: 'edit', icon: <LuPencil />, label: t('common:actions.edit'), permission: PERMISSIONS.sale.edit, when: running(row), testId: `sale-row-edit-${row.saleId}`, onSelect: () => setDialog({ kind: 'edit', sale: row }) },
                  { value: 'relet', icon: <LuRefreshCw />, label: t('toolbar.relet'), permission: PERMISSIONS.sale.relet, when: row.sellType === '1' && row.validity !== '1', testId: `sale-row-relet-${row.saleId}`, onSelect: () => setDialog({ kind: 'relet', sale: row }) },
                  { value: 'relocate', icon: <LuMapPin />, label: t('toolbar.relocate'), permission: PERMISSIONS.sale.relocate, when: running(row), testId: `sale-row-relocate-${row.saleId}`, onSelect: () => setDialog({ kind: 'relocate', sale: row }) },
                  { value: 'void', icon: <LuBan />, label: t('toolbar.void'), permission: PERMISSIONS.sale.void, when: row.validity !== '1', danger: true, testId: `sale-row-void-${row.saleId}`, onSelect: () => voider.ask([row]) },
                ]}
              />
            </>
          )}
        />

        <CursorPagination testId="sale" paging={paging} list={list} onPageChange={() => selection.clear()} />
      </Stack>

      {dialog?.kind === 'details' && <SaleDetailsDialog sale={dialog.sale} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <SaleFormDialog target={{ kind: 'edit', record: dialog.sale }} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'relet' && <SaleReletDialog sale={dialog.sale} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'relocate' && <SaleRelocateDialog sale={dialog.sale} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...voider.dialog}
        tone="danger"
        title={t('void.title')}
        message={voider.target?.length === 1 ? t('void.messageOne', { serial: voider.target[0]!.serialNumber, buyer: voider.target[0]!.buyerDeptName }) : t('void.messageMany', { count: voider.target?.length ?? 0 })}
        confirmLabel={t('void.confirm')}
        cancelLabel={t('void.cancel')}
        testId="sale-void-dialog"
        actionTestIdPrefix="sale-void"
      />
    </OrgTreeLayout>
  );
}
