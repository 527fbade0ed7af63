import { useMemo } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LICENCE_EVENT_KINDS, licenceHistorySearch, type LicenceEventRecord } from '@aed/shared/schemas/licence';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { SearchBar, SearchSelectField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useLicenceHistory } from '../api/get-licence-history';

interface Form {
  kind: string;
}
const EMPTY: Form = { kind: '' };
const URL = { prefix: 'history.' };
const kindSearch = licenceHistorySearch.pick({ kind: true });
const PALETTE: Record<LicenceEventRecord['kind'], string> = { mint: 'blue', allocateIn: 'green', allocateOut: 'orange', activate: 'purple', expire: 'red' };

/** The history of one organization (mints, sales, activations, expiries), newest first, filtered by kind. */
export function HistoryList({ deptId }: { deptId: number }) {
  const { t } = useTranslation('licence');
  const paging = useCursorPaging({ url: URL, scope: [deptId] });
  const searching = useListSearch<Form, { kind?: LicenceEventRecord['kind'] }>({
    empty: EMPTY,
    parse: (values) => {
      const parsed = kindSearch.safeParse(values);
      return parsed.success ? { kind: parsed.data.kind } : undefined;
    },
    onInvalid: () => notifyError(t('search.invalid')),
    onApplied: paging.reset,
    url: URL,
  });
  const { form, setForm, search } = searching;
  const query = useMemo(() => ({ deptId, ...search, limit: paging.limit, cursor: paging.cursor }), [deptId, search, paging.limit, paging.cursor]);
  const list = useLicenceHistory(query, true);
  const rows = list.data?.rows ?? [];

  return (
    <Stack gap="4" pt="2" data-testid="licence-history">
      <SearchBar label={t('search.historyLabel')} testIdPrefix="licence-history" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchSelectField
          label={t('fields.kind')}
          testId="licence-history-kind"
          value={form.kind}
          onChange={(v) => setForm({ kind: v })}
          allLabel={t('search.all')}
          options={LICENCE_EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          width="48"
        />
      </SearchBar>
      {list.isError && <ListLoadError testId="licence-history-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('retry')} />}
      <ListTable
        testId="licence-history-table"
        size="sm"
        busy={list.isFetching}
        refreshing={list.isPlaceholderData}
        columns={[t('fields.time'), t('fields.kind'), t('fields.amount'), t('fields.counterpart'), t('fields.devices'), t('fields.units'), t('fields.batch'), t('fields.operator')]}
        rows={rows}
        rowKey={(r) => r.eventId}
        rowTestId={(r) => `licence-history-row-${r.eventId}`}
        loading={list.isPending}
        loadingText={t('history.loading')}
        failed={list.isError}
        emptyText={search.kind ? t('history.emptyFiltered') : t('history.empty')}
        emptyTestId="licence-history-empty"
        renderCells={(r) => (
          <>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.time)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={PALETTE[r.kind]} variant="subtle" data-testid={`licence-history-kind-${r.eventId}`}>
                {t(`kind.${r.kind}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{r.amount}</Table.Cell>
            <Table.Cell>{r.counterpartDeptId === 0 ? '–' : r.counterpartDeptName || t('batches.parent')}</Table.Cell>
            <Table.Cell>
              <Text fontSize="xs" lineClamp={2} title={r.devices.join(', ')}>
                {r.devices.join(', ') || '–'}
              </Text>
            </Table.Cell>
            <Table.Cell>{r.sellingUnit ? `${r.sellingUnit} / ${r.buyingUnit}` : '–'}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {r.batchId}
            </Table.Cell>
            <Table.Cell>{r.operator}</Table.Cell>
          </>
        )}
      />
      <CursorPagination testId="licence-history" paging={paging} list={list} />
    </Stack>
  );
}
