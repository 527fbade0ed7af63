import { useMemo, useState } from 'react';
import { Badge, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCalendarClock, LuCalendarX, LuEye, LuRefreshCw } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { daysBetween, todayUtc } from '@aed/shared/schemas/accessory';
import { DUE_WITHIN_DAYS, SALE_VALIDITY, SELL_TYPE, saleSearch, type SalePageQuery, type SaleRecord, type SaleSearch } from '@aed/shared/schemas/sale';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useSalePage } from '../api/get-sale-page';
import { SaleReletDialog } from './sale-action-dialogs';
import { SaleDetailsDialog } from './sale-details';

/** The tab is the applied `validity`: '' the running leases due soon, '2' the expired ones. */
type ReminderForm = { keyword: string; dueWithinDays: string; validity: string };
const DEFAULT_DAYS = '30';
const EMPTY: ReminderForm = { keyword: '', dueWithinDays: DEFAULT_DAYS, validity: '' };
const DAY_CHOICES = DUE_WITHIN_DAYS.map(String);
type Tab = 'due' | 'expired';
type Dialog = { kind: 'details' | 'relet'; sale: SaleRecord } | null;

const parseSale = parseWith(saleSearch);

/**
 * The search the screen sends: always leases (sell type 1); the expired ones not renewed, or the running ones due
 * within one of the `DUE_WITHIN_DAYS` choices. Anything else (a void-records link, a day count the screen does not
 * offer) is refused, and the default (due within 30 days) applies.
 */
function reminderSearch(form: ReminderForm): SaleSearch | undefined {
  const keyword = form.keyword;
  // the expired leases still to renew: not those a renewal superseded (a running lease renewed is never due either)
  if (form.validity === SALE_VALIDITY.expired) return parseSale({ keyword, sellType: SELL_TYPE.rent, validity: SALE_VALIDITY.expired, renewed: '0' });
  if (form.validity !== '' || !DAY_CHOICES.includes(form.dueWithinDays)) return undefined;
  return parseSale({ keyword, sellType: SELL_TYPE.rent, dueWithinDays: form.dueWithinDays });
}

/** Days to the rent due date (UTC, as the expiry job counts them): "in 3 days", "due today", "overdue by 2 days". */
function DaysLeft({ rentDueDate, testId }: { rentDueDate: string; testId: string }) {
  const { t } = useTranslation('sale');
  if (!rentDueDate) return <Text>—</Text>;
  const days = daysBetween(todayUtc(), rentDueDate);
  const text = days < 0 ? t('reminders.overdue', { count: -days }) : days === 0 ? t('reminders.dueToday') : t('reminders.daysLeft', { count: days });
  const palette = days < 0 ? 'red' : days <= 7 ? 'orange' : 'yellow';
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid={testId} data-days={days}>
      {text}
    </Badge>
  );
}

/**
 * Lease-expiry reminders (menu component 'workorder/lease/index', under Work orders; decision 0045): the running
 * leases whose rent is due within 7, 30 or 90 days (30 by default), and on a second tab the expired leases. It is the
 * sales list (same route, same query options, same dialogs) narrowed to leases: a renewal or a look at the record is
 * one click away, as on the sales screen. Tab, days, keyword and page are in the URL (decision 0039).
 */
export default function LeaseRemindersPage() {
  const { t } = useTranslation('sale');
  const paging = useCursorPaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const searching = useListSearch<ReminderForm, SaleSearch>({
    empty: EMPTY,
    parse: reminderSearch,
    onInvalid: () => notifyError(t('search.invalid')),
    onApplied: () => paging.reset(),
  });
  const { form, setField } = searching;
  const search = searching.search;
  const tab: Tab = search.validity === SALE_VALIDITY.expired ? 'expired' : 'due';
  const query = useMemo<SalePageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useSalePage(query);
  const rows = list.data?.rows ?? [];
  const days = search.dueWithinDays ?? Number(DEFAULT_DAYS);

  return (
    <Stack gap="4" data-testid="lease-reminders-page">
      <Tabs.Root value={tab} onValueChange={(e) => searching.apply({ ...form, dueWithinDays: e.value === 'expired' ? DEFAULT_DAYS : form.dueWithinDays, validity: e.value === 'expired' ? SALE_VALIDITY.expired : '' })}>
        <Tabs.List>
          <Tabs.Trigger value="due" data-testid="lease-tab-due">
            <LuCalendarClock />
            {t('reminders.tabs.due')}
          </Tabs.Trigger>
          <Tabs.Trigger value="expired" data-testid="lease-tab-expired">
            <LuCalendarX />
            {t('reminders.tabs.expired')}
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>

      <SearchBar label={t('reminders.searchLabel')} testIdPrefix="lease" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="lease-search-keyword" value={form.keyword} maxLength={50} onChange={(v) => setField('keyword', v)} />
        {tab === 'due' && (
          <SearchSelectField
            label={t('search.dueWithin')}
            width="44"
            testId="lease-search-due"
            value={form.dueWithinDays}
            onChange={(v) => setField('dueWithinDays', v)}
            options={DUE_WITHIN_DAYS.map((d) => ({ value: String(d), label: t('search.dueWithinDays', { count: d }) }))}
          />
        )}
      </SearchBar>

      {list.isError && <ListLoadError testId="lease-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ListTable
        testId="lease-table"
        size="sm"
        busy={list.isFetching}
        columns={[t('fields.device'), t('reminders.fields.lessee'), t('fields.customerCompany'), t('reminders.fields.lessor'), t('fields.rentDueDate'), t('reminders.fields.daysLeft')]}
        actionsHeader={t('table.actions')}
        rows={rows}
        rowKey={(row) => row.saleId}
        rowTestId={(row) => `lease-row-${row.saleId}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={tab === 'expired' ? t('reminders.emptyExpired') : t('reminders.emptyDue', { count: days })}
        emptyTestId="lease-empty"
        renderCells={(row) => (
          <>
            <TwoLineCell main={row.serialNumber} sub={row.equipmentName} />
            <Table.Cell>{row.buyerDeptName}</Table.Cell>
            <Table.Cell>{row.customerCompany || '—'}</Table.Cell>
            <Table.Cell>{row.sellerDeptName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.rentDueDate || '—'}</Table.Cell>
            <Table.Cell>
              <DaysLeft rentDueDate={row.rentDueDate} testId={`lease-days-${row.saleId}`} />
            </Table.Cell>
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="other" icon={<LuEye />} permission={PERMISSIONS.sale.query} testId={`lease-row-details-${row.saleId}`} label={t('toolbar.details')} onClick={() => setDialog({ kind: 'details', sale: row })} />
            {row.sellType === SELL_TYPE.rent && row.validity !== SALE_VALIDITY.void && (
              <RowActionButton kind="other" icon={<LuRefreshCw />} permission={PERMISSIONS.sale.relet} testId={`lease-row-relet-${row.saleId}`} label={t('toolbar.relet')} onClick={() => setDialog({ kind: 'relet', sale: row })} />
            )}
          </>
        )}
      />

      <CursorPagination testId="lease" paging={paging} list={list} />

      {dialog?.kind === 'details' && <SaleDetailsDialog sale={dialog.sale} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'relet' && <SaleReletDialog sale={dialog.sale} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
