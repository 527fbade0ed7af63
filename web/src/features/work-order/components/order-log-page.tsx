import { useMemo } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_ACTIONS } from '@aed/shared/schemas/work-order-states';
import { orderLogSearch, type OrderLogPageQuery, type OrderLogSearch } from '@aed/shared/schemas/work-order';
import { DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { DateRangeField, SearchBar, SearchSelectField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { useOrderLogPage } from '../api/get-order-log-page';
import { breakableName, useStateText } from './order-log-table';

type SearchForm = { action: string; beginTime: string; endTime: string };
const EMPTY: SearchForm = { action: '', beginTime: '', endTime: '' };

/** The order operating log (menu component 'workorder/log/index'): every action on the orders in scope, newest first. */
export default function OrderLogPage() {
  const { t } = useTranslation('workOrder');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const searching = useListSearch<SearchForm, OrderLogSearch>({
    empty: EMPTY,
    parse: parseWith(orderLogSearch),
    onInvalid: () => notifyError(t('search.invalid')),
    fieldErrors: searchFieldErrors(t, orderLogSearch),
    onApplied: () => paging.reset(),
  });
  const { form, setField } = searching;
  const query = useMemo<OrderLogPageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useOrderLogPage(query);
  const stateText = useStateText();

  return (
    <OrgTreeLayout testId="order-log-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="workOrder" testIdPrefix="order-log" />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix="order-log" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchSelectField
            label={t('search.action')}
            testId="order-log-search-action"
            value={form.action}
            onChange={(v) => setField('action', v)}
            allLabel={t('search.all')}
            options={(['create', ...ORDER_ACTIONS] as const).map((a) => ({ value: a, label: t(`action.${a}`) }))}
          />
          <DateRangeField
            label={t('search.time')}
            beginLabel={t('search.beginTime')}
            endLabel={t('search.endTime')}
            testId="order-log-search"
            begin={form.beginTime}
            end={form.endTime}
            error={searching.errors.endTime}
            onChange={(range) => {
              setField('beginTime', range.beginTime);
              setField('endTime', range.endTime);
            }}
          />
        </SearchBar>

        {list.isError && <ListLoadError testId="order-log-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="order-log-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('log.order'), t('log.action'), t('log.transition'), t('log.handler'), t('log.reason'), t('log.operator'), t('log.time')]}
          rows={list.data?.rows ?? []}
          rowKey={(row) => `${row.orderId}-${row.seq}`}
          rowTestId={(row) => `order-log-row-${row.orderId}-${row.seq}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.logEmpty')}
          emptyTestId="order-log-empty"
          renderCells={(row) => (
            <>
              <Table.Cell whiteSpace="nowrap">{row.orderNo}</Table.Cell>
              <Table.Cell>{t(`action.${row.action}`)}</Table.Cell>
              {/* may wrap (the frame sets nowrap): on one line the state column pushed Operator and Time out of a 1440 px screen */}
              <Table.Cell whiteSpace="normal" data-testid={`order-log-transition-${row.orderId}-${row.seq}`}>
                <Text as="span">{`${stateText(row.fromState, row.kind)} →`}</Text> <Text as="span">{stateText(row.toState, row.kind)}</Text>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">{row.handlerName || '—'}</Table.Cell>
              <Table.Cell whiteSpace="normal">{row.reason || '—'}</Table.Cell>
              <Table.Cell whiteSpace="normal">{breakableName(row.operator)}</Table.Cell>
              <DateTimeCell value={row.time} />
            </>
          )}
        />

        <CursorPagination testId="order-log" paging={paging} list={list} />
      </Stack>
    </OrgTreeLayout>
  );
}
