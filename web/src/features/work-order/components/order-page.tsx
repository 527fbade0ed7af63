import { useMemo, useState } from 'react';
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuClipboardCheck, LuEye, LuPencil, LuSend, LuUndo2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { orderSearch, type OrderPageQuery, type OrderRecord, type OrderSearch } from '@aed/shared/schemas/work-order';
import { ORDER_KINDS, ORDER_STATES, type OrderAction, type OrderKind } from '@aed/shared/schemas/work-order-states';
import { DateTimeCell, TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { RowActionMenu } from '../../../components/list/row-action-menu';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { useHandleUsers } from '../../../api/get-user-options';
import { useBindingDeviceOptions } from '../../../api/get-binding-device-options';
import { errorMessage } from '../../../lib/error-message';
import { useOrderCounts, useOrderPage } from '../api/get-order-page';
import { OrderStateBadge } from './order-labels';
import { useOrderActions } from './order-actions';
import { OrderDialogs, type OrderDialog } from './order-dialogs';

type SearchForm = { kind: string; state: string; returned: string; deviceId: string; handlerId: string; keyword: string; mine: string; beginTime: string; endTime: string };
const EMPTY: SearchForm = { kind: '', state: '', returned: '', deviceId: '', handlerId: '', keyword: '', mine: '', beginTime: '', endTime: '' };

const COUNT_KEYS = ['0', '1', '2', '3', 'returned'] as const;

/**
 * Work orders (issue 16, decision 0045): all kinds, or one kind fixed by the menu. The organization tree, the filters
 * and the page are in the URL; counts per status above the list; each row offers what its state and the user allow.
 */
export function OrderPage({ kind }: { kind?: OrderKind }) {
  const { t } = useTranslation('workOrder');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const searching = useListSearch<SearchForm, OrderSearch>({
    empty: EMPTY,
    parse: parseWith(orderSearch),
    onInvalid: () => notifyError(t('search.invalid')),
    fieldErrors: searchFieldErrors(t, orderSearch),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setField } = searching;
  const search = useMemo<OrderSearch>(() => ({ ...searching.search, ...(kind ? { kind } : {}), deptId }), [searching.search, kind, deptId]);
  const query = useMemo<OrderPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useOrderPage(query);
  const counts = useOrderCounts(search);
  const handlers = useHandleUsers();
  const devices = useBindingDeviceOptions(deptId ? { deptId } : undefined);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: OrderRecord) => r.orderId);
  const { allowed } = useOrderActions();
  const open = (action: OrderAction | 'details', order: OrderRecord) => setDialog({ kind: action, order });
  const prefix = kind ? `order-${kind}` : 'order';


  return (
    <OrgTreeLayout testId="order-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="workOrder" testIdPrefix="order" />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix="order" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchTextField width="52" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="order-search-keyword" value={form.keyword} maxLength={50} onChange={(v) => setField('keyword', v)} />
          {!kind && (
            <SearchSelectField label={t('fields.kind')} testId="order-search-kind" value={form.kind} onChange={(v) => setField('kind', v)} allLabel={t('search.all')} options={ORDER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          )}
          <SearchSelectField label={t('fields.state')} testId="order-search-state" value={form.state} onChange={(v) => setField('state', v)} allLabel={t('search.all')} options={ORDER_STATES.map((s) => ({ value: s, label: t(`stateFilter.${s}`) }))} />
          <SearchSelectField label={t('returned')} testId="order-search-returned" value={form.returned} onChange={(v) => setField('returned', v)} allLabel={t('search.all')} options={[{ value: '1', label: t('search.returnedOnly') }]} />
          <SearchSelectField
            label={t('search.handler')}
            testId="order-search-handler"
            value={form.handlerId}
            onChange={(v) => setField('handlerId', v)}
            allLabel={t('search.all')}
            options={(handlers.data ?? []).map((u) => ({ value: String(u.userId), label: u.nickName || u.username }))}
          />
          {deptId !== undefined && (
            <SearchSelectField
              label={t('search.device')}
              testId="order-search-device"
              value={form.deviceId}
              onChange={(v) => setField('deviceId', v)}
              allLabel={t('search.all')}
              options={(devices.data ?? []).map((d) => ({ value: String(d.deviceId), label: d.label }))}
            />
          )}
          <SearchSelectField label={t('search.mine')} testId="order-search-mine" value={form.mine} onChange={(v) => setField('mine', v)} allLabel={t('search.all')} options={[{ value: '1', label: t('search.mine') }]} />
          <DateRangeField
            label={t('search.createdBetween')}
            beginLabel={t('search.beginTime')}
            endLabel={t('search.endTime')}
            testId="order-search"
            begin={form.beginTime}
            end={form.endTime}
            error={searching.errors.endTime}
            onChange={(range) => {
              setField('beginTime', range.beginTime);
              setField('endTime', range.endTime);
            }}
          />
        </SearchBar>

        <HStack as="section" aria-label={t('counts.label')} gap="2" wrap="wrap" data-testid="order-counts">
          {COUNT_KEYS.map((key) => (
            <Box
              as="button"
              key={key}
              textAlign="start"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="1.5"
              minW="28"
              _hover={{ bg: 'bg.muted' }}
              data-testid={`order-count-${key}`}
              // a count opens the list of its orders (the other filters stay)
              onClick={() => searching.apply(key === 'returned' ? { ...form, state: '', returned: '1' } : { ...form, state: key, returned: '' })}
            >
              <Text fontSize="xs" color="fg.muted">
                {t(`counts.${key}`)}
              </Text>
              <Text fontSize="lg" fontWeight="semibold" data-testid={`order-count-${key}-value`}>
                {counts.data ? countText(counts.data[key]) : '—'}
              </Text>
            </Box>
          ))}
        </HStack>

        <ListToolbar label={t('toolbar.label')}>
          <ToolbarButton kind="add" permission={PERMISSIONS.workOrder.distribute} testId="order-add" label={t('toolbar.add')} onClick={() => setDialog({ kind: 'add', fixedKind: kind })} />
          <ToolbarButton
            kind="other"
            icon={<LuSend />}
            permission={PERMISSIONS.workOrder.distribute}
            testId="order-dispatch-many"
            label={t('toolbar.dispatchSelected')}
            disabled={selection.selectedRows.length === 0}
            onClick={() => setDialog({ kind: 'dispatchMany', orders: selection.selectedRows })}
          />
        </ListToolbar>

        {list.isError && <ListLoadError testId="order-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId={`${prefix}-table`}
          size="sm"
          busy={list.isFetching}
          // the status right after the number: the pinned actions column covers the last columns of a narrow screen
          columns={[t('fields.orderNo'), t('fields.state'), t('fields.kind'), t('fields.serialNumber'), t('fields.organization'), t('fields.handler'), t('fields.createTime')]}
          actionsHeader={t('table.actions')}
          rows={rows}
          rowKey={(row) => row.orderId}
          rowTestId={(row) => `order-row-${row.orderId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="order-empty"
          selection={{
            selection,
            keyOf: (row) => row.orderId,
            selectAllLabel: t('table.selectAll'),
            selectRowLabel: (row) => t('table.selectRow', { orderNo: row.orderNo }),
            rowCheckTestId: (row) => `order-check-${row.orderId}`,
          }}
          renderCells={(row) => (
            <>
              <TwoLineCell main={row.orderNo} sub={row.orderName} nowrap />
              <Table.Cell>
                <OrderStateBadge kind={row.kind} state={row.state} returned={row.returned} testId={`order-state-${row.orderId}`} />
              </Table.Cell>
              <Table.Cell>{t(`kind.${row.kind}`)}</Table.Cell>
              <TwoLineCell main={row.serialNumber} sub={row.equipmentName} />
              <Table.Cell>{row.deptName}</Table.Cell>
              <Table.Cell>{row.handlerName || '—'}</Table.Cell>
              <DateTimeCell value={row.createTime} />
            </>
          )}
          renderActions={(row) => {
            const can = allowed(row);
            // Details and the row's next step (dispatch, or process for its handler) as buttons; the rest in a menu, so
            // the pinned actions column stays narrow (four labelled buttons covered Handler, Status and Created at 1440 px)
            return (
              <>
                <RowActionButton kind="other" icon={<LuEye />} testId={`order-row-details-${row.orderId}`} label={t('toolbar.details')} onClick={() => open('details', row)} />
                {can.includes('dispatch') && <RowActionButton kind="other" icon={<LuSend />} testId={`order-row-dispatch-${row.orderId}`} label={t('toolbar.dispatch')} onClick={() => open('dispatch', row)} />}
                {can.includes('process') && <RowActionButton kind="other" icon={<LuClipboardCheck />} testId={`order-row-process-${row.orderId}`} label={t('toolbar.process')} onClick={() => open('process', row)} />}
                <RowActionMenu
                  testId={`order-row-more-${row.orderId}`}
                  label={t('table.moreActions', { orderNo: row.orderNo })}
                  actions={[
                    { value: 'modify', icon: <LuPencil />, label: t('toolbar.modify'), when: can.includes('modify'), testId: `order-row-modify-${row.orderId}`, onSelect: () => open('modify', row) },
                    { value: 'return', icon: <LuUndo2 />, label: t('toolbar.return'), when: can.includes('return'), testId: `order-row-return-${row.orderId}`, onSelect: () => open('return', row) },
                    { value: 'cancel', icon: <LuBan />, label: t('reasonDialog.cancelSubmit'), when: can.includes('cancel'), danger: true, testId: `order-row-cancel-${row.orderId}`, onSelect: () => open('cancel', row) },
                  ]}
                />
              </>
            );
          }}
        />

        <CursorPagination testId="order" paging={paging} list={list} onPageChange={() => selection.clear()} />
      </Stack>

      <OrderDialogs dialog={dialog} setDialog={setDialog} onDispatched={() => selection.clear()} />
    </OrgTreeLayout>
  );
}

/** A capped count (decision 0030): "99+" past the cap, a dash when the read budget could not tell. */
const countText = (c: { total: number | null; capped: boolean }) => (c.total === null ? '—' : c.capped ? `${c.total}+` : String(c.total));

export default function AllOrders() {
  return <OrderPage />;
}
export const AlarmOrders = () => <OrderPage kind="1" />;
export const MaintenanceOrders = () => <OrderPage kind="2" />;
export const InstallationOrders = () => <OrderPage kind="3" />;
export const TrainingOrders = () => <OrderPage kind="4" />;
export const OtherOrders = () => <OrderPage kind="5" />;
