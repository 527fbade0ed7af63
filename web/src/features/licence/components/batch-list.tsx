import { useMemo, useState } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHandCoins } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { LICENCE_BATCH_STATES, licenceBatchSearch, type LicenceBatchRecord } from '@aed/shared/schemas/licence';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useLicenceBatches } from '../api/get-licence-batches';
import { AllocateDialog, type ChildOrg } from './allocate-dialog';
import { MintDialog } from './mint-dialog';

interface Form {
  state: string;
}
const EMPTY: Form = { state: '' };
const URL = { prefix: 'batch.' };
const stateSearch = licenceBatchSearch.pick({ state: true });
const PALETTE: Record<LicenceBatchRecord['state'], string> = { normal: 'green', expiring: 'orange', expired: 'red' };

/** The batches of one organization (state filter), with the sale of part of a batch to a direct child. */
export function BatchList({ deptId, childOrgs, isRoot }: { deptId: number; childOrgs: ChildOrg[]; isRoot: boolean }) {
  const { t } = useTranslation('licence');
  const paging = useCursorPaging({ url: URL, scope: [deptId] });
  const searching = useListSearch<Form, { state?: LicenceBatchRecord['state'] }>({
    empty: EMPTY,
    parse: (values) => {
      const parsed = stateSearch.safeParse(values);
      return parsed.success ? { state: parsed.data.state } : undefined;
    },
    onInvalid: () => notifyError(t('search.invalid')),
    onApplied: paging.reset,
    url: URL,
  });
  const { form, setForm, search } = searching;
  const query = useMemo(() => ({ deptId, ...search, limit: paging.limit, cursor: paging.cursor }), [deptId, search, paging.limit, paging.cursor]);
  const list = useLicenceBatches(query, true);
  const [selling, setSelling] = useState<LicenceBatchRecord | null>(null);
  const [minting, setMinting] = useState(false);
  const rows = list.data?.rows ?? [];

  return (
    <Stack gap="4" pt="2" data-testid="licence-batches">
      <SearchBar label={t('search.batchLabel')} testIdPrefix="licence-batch" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchSelectField
          label={t('fields.state')}
          testId="licence-batch-state"
          value={form.state}
          onChange={(v) => setForm({ state: v })}
          allLabel={t('search.all')}
          options={LICENCE_BATCH_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          width="44"
        />
      </SearchBar>
      <ListToolbar label={t('toolbar.label')}>
        {isRoot && <ToolbarButton kind="add" label={t('toolbar.mint')} testId="licence-mint" permission={PERMISSIONS.licence.mint} onClick={() => setMinting(true)} />}
        <Text fontSize="sm" color="fg.muted">
          {t('batches.order')}
        </Text>
      </ListToolbar>
      {list.isError && <ListLoadError testId="licence-batch-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('retry')} />}
      <ListTable
        testId="licence-batch-table"
        size="sm"
        busy={list.isFetching}
        refreshing={list.isPlaceholderData}
        columns={[t('fields.batch'), t('fields.state'), t('counts.total'), t('counts.available'), t('counts.used'), t('counts.sold'), t('counts.expired'), t('fields.expireTime'), t('fields.units'), t('fields.source'), t('fields.createTime')]}
        rows={rows}
        rowKey={(r) => r.batchId}
        rowTestId={(r) => `licence-batch-row-${r.batchId}`}
        loading={list.isPending}
        loadingText={t('batches.loading')}
        failed={list.isError}
        emptyText={search.state ? t('batches.emptyFiltered') : t('batches.empty')}
        emptyTestId="licence-batch-empty"
        renderCells={(r) => (
          <>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {r.batchId}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={PALETTE[r.state]} variant="subtle" data-testid={`licence-batch-state-${r.batchId}`}>
                {t(`state.${r.state}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{r.total}</Table.Cell>
            <Table.Cell data-testid={`licence-batch-available-${r.batchId}`}>{r.available}</Table.Cell>
            <Table.Cell>{r.used}</Table.Cell>
            <Table.Cell>{r.sold}</Table.Cell>
            <Table.Cell>{r.expired}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{r.expireTime || t('batches.never')}</Table.Cell>
            <Table.Cell>
              {r.sellingUnit} / {r.buyingUnit}
            </Table.Cell>
            <Table.Cell>{r.sourceDeptId === 0 ? t('batches.minted') : r.sourceDeptName || t('batches.parent')}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createTime)}</Table.Cell>
          </>
        )}
        renderActions={(r) => (
          <RowActionButton
            kind="other"
            icon={<LuHandCoins />}
            label={t('actions.allocate')}
            testId={`licence-allocate-${r.batchId}`}
            permission={PERMISSIONS.licence.allocate}
            disabled={r.state === 'expired' || r.available === 0 || childOrgs.length === 0}
            title={childOrgs.length === 0 ? t('allocate.noChildren') : undefined}
            onClick={() => setSelling(r)}
          />
        )}
      />
      <CursorPagination testId="licence-batch" paging={paging} list={list} />
      {selling && <AllocateDialog batch={selling} childOrgs={childOrgs} onClose={() => setSelling(null)} />}
      {minting && <MintDialog onClose={() => setMinting(false)} />}
    </Stack>
  );
}
