import { useMemo, useState } from 'react';
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MONITOR_ITEM_STATUSES, MONITOR_ITEM_TYPES, monitorItemSearch, type LightingRule, type MonitorItemRecord, type MonitorItemSearch } from '@aed/shared/schemas/monitor-item';
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
import { useDeleteMonitorItems } from '../api/delete-monitor-items';
import { useExportMonitorItems } from '../api/export-monitor-items';
import { useMonitorItemPage } from '../api/get-monitor-item-page';
import { LightSwatch } from './light-colour';
import { MonitorItemFormDialog } from './monitor-item-form-dialog';

const NO_ROWS: MonitorItemRecord[] = [];

type SearchForm = { itemCode: string; itemName: string; itemType: string; status: string };
/** Normal (enabled) records first, as the status select shows; "All" shows the disabled ones too (decision 0024). */
const DEFAULT_SEARCH: SearchForm = { itemCode: '', itemName: '', itemType: '', status: LIMITS.defaultListStatus };

const byLowerLimit = (a: LightingRule, b: LightingRule) => (a.lowerLimit ?? Number.NEGATIVE_INFINITY) - (b.lowerLimit ?? Number.NEGATIVE_INFINITY) || 0;
const rangeText = (r: LightingRule) => `[${r.lowerLimit ?? '−∞'}, ${r.upperLimit ?? '+∞'})`;

/**
 * Monitoring item presets (menu component 'product/monitorItem/index'): search by code, name, type and status; list
 * with each item's lights in range order; add, modify (rules table), delete and export by permission.
 */
export default function MonitorItemPage() {
  const { t } = useTranslation('monitorItem');
  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, MonitorItemSearch>({
    empty: DEFAULT_SEARCH,
    parse: parseWith(monitorItemSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<MonitorItemRecord | 'new' | null>(null);
  const query = useMemo(() => ({ ...search, page: paging.page, limit: paging.limit }), [search, paging.page, paging.limit]);
  const list = useMonitorItemPage(query);
  const exporter = useExportMonitorItems();
  const remover = useConfirmAction({
    mutation: useDeleteMonitorItems(),
    toVariables: (row: MonitorItemRecord) => [row.itemId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => added.clear(),
  });
  // a record just added is shown on the page shown, wherever the list's order puts it
  const added = useJustAdded(list.data?.rows ?? NO_ROWS, (row: MonitorItemRecord) => row.itemId, [query]);
  const { rows } = added;

  return (
    <Stack gap="4" p="4" data-testid="monitor-item-page">
      <SearchBar label={t('search.label')} testIdPrefix="monitor-item" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="44" label={t('fields.itemCode')} testId="monitor-item-search-code" value={form.itemCode} maxLength={32} onChange={(v) => setField('itemCode', v)} />
        <SearchTextField width="52" label={t('fields.itemName')} testId="monitor-item-search-name" value={form.itemName} maxLength={50} onChange={(v) => setField('itemName', v)} />
        <SearchSelectField
          width="44"
          label={t('fields.itemType')}
          testId="monitor-item-search-type"
          value={form.itemType}
          onChange={(v) => setField('itemType', v)}
          allLabel={t('search.all')}
          options={MONITOR_ITEM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <SearchSelectField
          label={t('fields.status')}
          testId="monitor-item-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={MONITOR_ITEM_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.monitorItem.add} testId="monitor-item-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
        <ExportButton permission={PERMISSIONS.monitorItem.export} testId="monitor-item-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="monitor-item-table"
        columns={[
          t('fields.itemId'),
          t('fields.itemCode'),
          t('fields.itemName'),
          t('fields.itemType'),
          t('fields.rules'),
          t('fields.lightTimes'),
          t('fields.status'),
        ]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.itemId}
        justAdded={added.isJustAdded}
        rowTestId={(row) => `monitor-item-row-${row.itemCode}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={t('table.empty')}
        emptyTestId="monitor-item-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.itemId}</Table.Cell>
            <Table.Cell>{row.itemCode}</Table.Cell>
            <Table.Cell maxWidth="72">
              <HStack gap="2" wrap="wrap" rowGap="1">
                <Text>{row.itemName}</Text>
                {row.reserved && (
                  <Badge colorPalette="purple" variant="subtle" data-testid={`monitor-item-reserved-${row.itemCode}`}>
                    {t('reservedBadge')}
                  </Badge>
                )}
              </HStack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{t(`types.${row.itemType}`)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" data-testid={`monitor-item-lights-${row.itemCode}`}>
                {[...row.rules].sort(byLowerLimit).map((rule) => (
                  <LightSwatch key={rule.ruleCode} colour={rule.lightColour} title={t('table.ruleTitle', { name: rule.ruleName, range: rangeText(rule), colour: t(`colours.${rule.lightColour}`) })} />
                ))}
                <Text fontSize="xs" color="fg.muted" ms="1" whiteSpace="nowrap">
                  {t('table.ruleCount', { count: row.rules.length })}
                </Text>
              </HStack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" title={[t('common:labelValue', { label: t('fields.redLightMinutes'), value: row.redLightMinutes }), t('common:labelValue', { label: t('fields.yellowLightMinutes'), value: row.yellowLightMinutes })].join(' · ')}>
              <HStack gap="1" data-testid={`monitor-item-times-${row.itemCode}`}>
                <LightSwatch colour="red" decorative />
                <Text>{row.redLightMinutes}</Text>
                <LightSwatch colour="yellow" decorative />
                <Text>{row.yellowLightMinutes}</Text>
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.monitorItem.edit} testId={`monitor-item-row-edit-${row.itemCode}`} onClick={() => setEditing(row)} />
            {!row.reserved && (
              <RowActionButton kind="delete" permission={PERMISSIONS.monitorItem.remove} testId={`monitor-item-row-delete-${row.itemCode}`} label={t('toolbar.delete')} onClick={() => remover.ask(row)} />
            )}
          </>
        )}
      />

      <ListPagination testId="monitor-item" total={list.data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && <MonitorItemFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onAdded={added.show} onModified={added.changed} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: remover.target.itemName, code: remover.target.itemCode })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="monitor-item-delete-dialog"
          actionTestIdPrefix="monitor-item-delete"
        />
      )}
    </Stack>
  );
}
