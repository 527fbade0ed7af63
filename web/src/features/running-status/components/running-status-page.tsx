import { useMemo, useState } from 'react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RUNNING_STATUSES, runningStatusSearch, type RunningStatus, type RunningStatusPageQuery, type RunningStatusSearch } from '@aed/shared/schemas/running-status';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useRunningStatusPage, useStatusTally } from '../api/running-status-api';
import { ReasonList, RunningStatusBadge, STATUS_PALETTE } from './status-labels';
import { RunningStatusDrawer } from './running-status-drawer';

type SearchForm = { status: string; serialNumber: string };
const EMPTY: SearchForm = { status: '', serialNumber: '' };
const parse = parseWith(runningStatusSearch);

/**
 * Equipment running status (menu component 'monitoring/status/index', decision 0048): the counts per status of the
 * organization picked (the caller's own when none) on top, each a filter of the list below; the devices of the scope
 * with their status in colour, its reasons, organization and last report; the organization, status and serial number
 * in the URL (decision 0039). A row opens the device's detail in a drawer.
 */
export default function RunningStatusListPage() {
  const { t } = useTranslation('status');
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const searching = useListSearch<SearchForm, RunningStatusSearch>({ empty: EMPTY, parse, onInvalid: () => notifyError(t('search.invalid')), onApplied: () => paging.reset() });
  const { form, setField } = searching;
  const query = useMemo<RunningStatusPageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useRunningStatusPage(query);
  const tally = useStatusTally({ deptId });
  const [opened, setOpened] = useState<number | null>(null);
  const picked = searching.search.status;
  const filterBy = (status: RunningStatus | '') => searching.apply({ ...form, status });
  const when = (at: string) => (at ? formatDateTime(at) : '—');

  return (
    <OrgTreeLayout testId="status-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="status" testIdPrefix="status" />}>
      <Stack gap="4">
        {/* The counts of the organization picked (the caller's own when none): its subtree, or its own devices for a
            scope of that organization alone; none for an organization the route does not answer. */}
        {tally.data && (
          <HStack gap="2" wrap="wrap" role="group" aria-label={t('tally.label', { name: tally.data.deptName })} data-testid="status-tally">
            {RUNNING_STATUSES.map((s) => (
              <Button
                key={s}
                size="sm"
                colorPalette={STATUS_PALETTE[s]}
                variant={picked === s ? 'solid' : 'outline'}
                aria-pressed={picked === s}
                data-testid={`status-count-${s}`}
                onClick={() => filterBy(picked === s ? '' : s)}
              >
                {t(`status.${s}`)}
                <Text as="span" fontWeight="bold">
                  {tally.data.counts[s]}
                </Text>
              </Button>
            ))}
            {!tally.data.subtree && (
              <Text fontSize="xs" color="fg.muted" data-testid="status-tally-own">
                {t('tally.ownOnly', { name: tally.data.deptName })}
              </Text>
            )}
          </HStack>
        )}

        <SearchBar label={t('search.label')} testIdPrefix="status" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchSelectField
            label={t('search.status')}
            testId="status-search-status"
            value={form.status}
            onChange={(v) => setField('status', v)}
            allLabel={t('search.all')}
            options={RUNNING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <SearchTextField label={t('search.serial')} placeholder={t('search.serialPlaceholder')} testId="status-search-serial" value={form.serialNumber} maxLength={50} onChange={(v) => setField('serialNumber', v)} />
        </SearchBar>

        {list.isError && <ListLoadError testId="status-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="status-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('table.device'), t('table.status'), t('table.reasons'), t('table.lastReport'), t('table.since'), t('table.actions')]}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row.deviceId}
          rowTestId={(row) => `status-row-${row.deviceId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="status-empty"
          renderCells={(row) => (
            <>
              <TwoLineCell nowrap main={row.serialNumber} sub={row.deptName} />
              <Table.Cell>
                <RunningStatusBadge status={row.status} testId={`status-badge-${row.deviceId}`} />
              </Table.Cell>
              <Table.Cell>
                <ReasonList reasons={row.reasons} testId={`status-reasons-${row.deviceId}`} />
              </Table.Cell>
              <TwoLineCell nowrap main={when(row.lastReceivedAt)} sub={row.lastDeviceTime ? t('table.deviceTime', { time: formatDateTime(row.lastDeviceTime) }) : ''} />
              <Table.Cell whiteSpace="nowrap">{when(row.updateTime)}</Table.Cell>
              <Table.Cell>
                <RowActionButton kind="other" testId={`status-detail-${row.deviceId}`} label={t('table.detail')} onClick={() => setOpened(row.deviceId)} />
              </Table.Cell>
            </>
          )}
        />

        <CursorPagination testId="status" paging={paging} list={list} />
      </Stack>

      {opened !== null && <RunningStatusDrawer deviceId={opened} onClose={() => setOpened(null)} />}
    </OrgTreeLayout>
  );
}
