import { useMemo, useState } from 'react';
import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
// Icons no other screen uses: an icon shared with a chunk the layout may load becomes a chunk of its own, listed in the
// first screen's preload map (decision 0037: a few bytes count).
import { LuCircleX, LuSquareCheck } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { LIGHT_COLOURS } from '@aed/shared/schemas/monitor-item';
import { ALARM_STATES, alarmSearch, type AlarmPageQuery, type AlarmRecord, type AlarmSearch } from '@aed/shared/schemas/alarm';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { AppLink } from '../../../components/ui/app-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useAlarmPage } from '../api/get-alarm-page';
import { useAckAlarm, useClearAlarm } from '../api/change-alarm';
import { AlarmStateBadge, SeverityBadge } from './alarm-labels';

/** `state` is 'open' by default (what needs attention), 'all' for every state; the others filter as they are. */
type SearchForm = { state: string; severity: string; keyword: string };
const EMPTY: SearchForm = { state: 'open', severity: '', keyword: '' };
const parseSearch = parseWith(alarmSearch);
const parse = (form: SearchForm) => parseSearch({ ...form, state: form.state === 'all' ? '' : form.state });

/**
 * Alarms of the devices in scope (menu component 'monitoring/alarm/index', decision 0047): the organization tree, the
 * state (open by default), severity and serial filters and the page are in the URL (decision 0039). Each row shows
 * the values and times, who acknowledged or cleared it, and its alarm order; with the handle permission an open alarm
 * can be acknowledged and a pending or open one cleared (after a confirmation), on the version shown.
 */
export default function AlarmListPage() {
  const { t } = useTranslation('alarm');
  const { hasPermission } = usePermission();
  const canHandle = hasPermission(PERMISSIONS.alarm.handle);
  const canSeeOrders = hasPermission(PERMISSIONS.workOrder.list);
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const searching = useListSearch<SearchForm, AlarmSearch>({ empty: EMPTY, parse, onInvalid: () => notifyError(t('search.invalid')), onApplied: () => paging.reset() });
  const { form, setField } = searching;
  const query = useMemo<AlarmPageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useAlarmPage(query);
  const ack = useAckAlarm();
  const clear = useClearAlarm();
  const [clearing, setClearing] = useState<AlarmRecord | null>(null);

  const act = (mutation: typeof ack, row: AlarmRecord, done: string, after?: () => void) =>
    mutation.mutate(
      { alarmId: row.alarmId, version: row.version },
      {
        onSuccess: () => notifySuccess(done),
        onError: (err) => notifyError(errorMessage(t, err)),
        onSettled: after,
      },
    );
  const dash = (text: string) => text || '—';
  const when = (at: string) => (at ? formatDateTime(at) : '');

  return (
    <OrgTreeLayout testId="alarm-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="alarm" testIdPrefix="alarm" />}>
      <Stack gap="4">
        <SearchBar label={t('search.label')} testIdPrefix="alarm" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          <SearchSelectField
            label={t('search.state')}
            testId="alarm-search-state"
            value={form.state}
            onChange={(v) => setField('state', v)}
            options={[...ALARM_STATES.map((s) => ({ value: s as string, label: t(`state.${s}`) })), { value: 'all', label: t('search.all') }]}
          />
          <SearchSelectField
            label={t('search.severity')}
            testId="alarm-search-severity"
            value={form.severity}
            onChange={(v) => setField('severity', v)}
            allLabel={t('search.all')}
            options={LIGHT_COLOURS.map((c) => ({ value: c, label: t(`severity.${c}`) }))}
          />
          <SearchTextField label={t('search.keyword')} placeholder={t('search.keywordPlaceholder')} testId="alarm-search-keyword" value={form.keyword} maxLength={50} onChange={(v) => setField('keyword', v)} />
        </SearchBar>

        {list.isError && <ListLoadError testId="alarm-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="alarm-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('table.device'), t('table.item'), t('table.severity'), t('table.state'), t('table.first'), t('table.last'), t('table.count'), t('table.ack'), t('table.cleared'), t('table.order')]}
          actionsHeader={canHandle ? t('table.actions') : undefined}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row.alarmId}
          rowTestId={(row) => `alarm-row-${row.alarmId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="alarm-empty"
          renderCells={(row) => (
            <>
              <TwoLineCell nowrap main={row.serialNumber} sub={row.deptName} />
              <Table.Cell>{row.itemCode}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <SeverityBadge severity={row.severity} testId={`alarm-severity-${row.alarmId}`} />
                  {row.worstSeverity !== row.severity && (
                    <Text as="span" fontSize="xs" color="fg.muted" title={t('table.worst')}>
                      {t('table.worstValue', { severity: t(`severity.${row.worstSeverity}`) })}
                    </Text>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <AlarmStateBadge state={row.state} testId={`alarm-state-${row.alarmId}`} />
              </Table.Cell>
              <TwoLineCell nowrap main={row.firstValue} sub={when(row.firstAt)} />
              <TwoLineCell nowrap main={row.lastValue} sub={when(row.lastAt)} />
              <Table.Cell textAlign="end">{row.count}</Table.Cell>
              <TwoLineCell nowrap main={dash(row.ackBy)} sub={when(row.ackAt)} />
              <TwoLineCell
                nowrap
                main={row.state === 'cleared' ? dash(row.clearedBy || (row.clearReason === 'manual' ? '' : t('table.bySystem'))) : '—'}
                sub={row.state === 'cleared' ? [when(row.clearedAt), row.clearReason ? t(`clearReason.${row.clearReason}`) : ''].filter(Boolean).join(' · ') : ''}
              />
              <Table.Cell>
                {row.orderNo ? (
                  canSeeOrders ? (
                    <AppLink href={`/workorder/alarm?keyword=${encodeURIComponent(row.orderNo)}`} data-testid={`alarm-order-${row.alarmId}`} title={t('table.orderLink')}>
                      <Text as="span" color="colorPalette.fg" colorPalette="blue" textDecoration="underline">
                        {row.orderNo}
                      </Text>
                    </AppLink>
                  ) : (
                    <Text as="span">{row.orderNo}</Text>
                  )
                ) : (
                  '—'
                )}
              </Table.Cell>
            </>
          )}
          // pinned to the right edge: the list is wider than the screen at 1440 px and Acknowledge was off it
          renderActions={
            canHandle
              ? (row) => (
                  <>
                    {row.state === 'open' && !row.ackAt && (
                      <RowActionButton
                        kind="other"
                        icon={<LuSquareCheck />}
                        testId={`alarm-ack-${row.alarmId}`}
                        label={t('actions.ack')}
                        loading={ack.isPending && ack.variables?.alarmId === row.alarmId}
                        onClick={() => act(ack, row, t('actions.acked'))}
                      />
                    )}
                    {row.state !== 'cleared' && (
                      <RowActionButton kind="other" palette="red" icon={<LuCircleX />} testId={`alarm-clear-${row.alarmId}`} label={t('actions.clear')} onClick={() => setClearing(row)} />
                    )}
                  </>
                )
              : undefined
          }
        />

        <CursorPagination testId="alarm" paging={paging} list={list} />
      </Stack>

      <ConfirmDialog
        open={clearing !== null}
        title={t('actions.clearTitle')}
        message={clearing ? t('actions.clearConfirm', { serial: clearing.serialNumber, item: clearing.itemCode }) : ''}
        confirmLabel={t('actions.clear')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        busy={clear.isPending}
        testId="alarm-clear-dialog"
        actionTestIdPrefix="alarm-clear-dialog"
        onCancel={() => setClearing(null)}
        onConfirm={() => clearing && act(clear, clearing, t('actions.cleared'), () => setClearing(null))}
      />
    </OrgTreeLayout>
  );
}
