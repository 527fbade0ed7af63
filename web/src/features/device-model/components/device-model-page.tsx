import { useMemo, useState } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DEVICE_MODEL_STATUSES, deviceModelSearch, type DeviceModelRow, type DeviceModelSearch } from '@aed/shared/schemas/device-model';
import { DateTimeCell } from '../../../components/list/cells';
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
import { useProductTypeOptions } from '../../../api/get-product-type-options';
import { useDeleteDeviceModels } from '../api/delete-device-models';
import { useExportDeviceModels } from '../api/export-device-models';
import { useDeviceModelPage } from '../api/get-device-model-page';
import { DeviceModelFormDialog } from './device-model-form-dialog';

const NO_ROWS: DeviceModelRow[] = [];

type SearchForm = { typeId: string; brand: string; modelName: string; modelCode: string; status: string };
/** Normal (enabled) records first, as the status select shows; "All" shows the disabled ones too (decision 0024). */
const DEFAULT_SEARCH: SearchForm = { typeId: '', brand: '', modelName: '', modelCode: '', status: LIMITS.defaultListStatus };

/** Device models screen (menu component 'product/deviceModel/index'): search, list, add, modify, delete, export by permission. */
export default function DeviceModelPage() {
  const { t } = useTranslation('deviceModel');
  const paging = usePageNumbers();
  const searching = useListSearch<SearchForm, DeviceModelSearch>({
    empty: DEFAULT_SEARCH,
    parse: parseWith(deviceModelSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<DeviceModelRow | 'new' | null>(null);
  const query = useMemo(() => ({ ...search, page: paging.page, limit: paging.limit }), [search, paging.page, paging.limit]);
  const list = useDeviceModelPage(query);
  const types = useProductTypeOptions();
  const exporter = useExportDeviceModels();
  const remover = useConfirmAction({
    mutation: useDeleteDeviceModels(),
    toVariables: (row: DeviceModelRow) => [row.modelId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => added.clear(),
  });
  // a record just added is shown on the page shown, wherever the list's order puts it
  const added = useJustAdded(list.data?.rows ?? NO_ROWS, (row: DeviceModelRow) => row.modelId, [query]);
  const { rows } = added;

  return (
    <Stack gap="4" p="4" data-testid="device-model-page">
      <SearchBar label={t('search.label')} testIdPrefix="device-model" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchSelectField
          width="44"
          label={t('fields.typeId')}
          testId="device-model-search-type"
          value={form.typeId}
          onChange={(v) => setField('typeId', v)}
          allLabel={t('search.all')}
          options={(types.data ?? []).map((o) => ({ value: String(o.typeId), label: o.typeName }))}
        />
        <SearchTextField width="40" label={t('fields.brand')} testId="device-model-search-brand" value={form.brand} maxLength={50} onChange={(v) => setField('brand', v)} />
        <SearchTextField width="44" label={t('fields.modelName')} testId="device-model-search-name" value={form.modelName} maxLength={50} onChange={(v) => setField('modelName', v)} />
        <SearchTextField width="40" label={t('fields.modelCode')} testId="device-model-search-code" value={form.modelCode} maxLength={50} onChange={(v) => setField('modelCode', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="device-model-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={DEVICE_MODEL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.deviceModel.add} testId="device-model-add" label={t('toolbar.add')} onClick={() => setEditing('new')} />
        <ExportButton
          permission={PERMISSIONS.deviceModel.export}
          testId="device-model-export"
          label={t('toolbar.export')}
          exporter={exporter}
          search={search}
          errorText={(err) => errorMessage(t, err)}
        />
      </ListToolbar>

      {list.isError && <ListLoadError message={errorMessage(t, list.error)} />}

      <ListTable
        testId="device-model-table"
        columns={[
          t('fields.modelId'),
          t('fields.typeId'),
          t('fields.brand'),
          t('fields.modelName'),
          t('fields.modelCode'),
          t('fields.workingPrinciple'),
          t('table.selfTest'),
          t('table.heartbeat'),
          t('fields.consumables'),
          t('fields.status'),
          t('fields.createTime'),
        ]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.modelId}
        justAdded={added.isJustAdded}
        rowTestId={(row) => `device-model-row-${row.modelCode}`}
        loading={list.isPending}
        emptyText={t('table.empty')}
        emptyTestId="device-model-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.modelId}</Table.Cell>
            <Table.Cell>{row.typeName}</Table.Cell>
            <Table.Cell>{row.brand}</Table.Cell>
            <Table.Cell>{row.modelName}</Table.Cell>
            <Table.Cell>{row.modelCode}</Table.Cell>
            <Table.Cell>{t(`principle.${row.workingPrinciple}`)}</Table.Cell>
            <Table.Cell>{t('table.days', { count: row.selfTestDays })}</Table.Cell>
            <Table.Cell>{row.heartbeatMinutes > 0 ? t('table.minutes', { count: row.heartbeatMinutes }) : t('table.notConnected')}</Table.Cell>
            <Table.Cell>
              {row.consumables.length === 0 ? (
                <Text color="fg.muted">-</Text>
              ) : (
                <Stack gap="0">
                  {row.consumables.map((c) => (
                    <Text key={c.kind} whiteSpace="nowrap" fontSize="sm">
                      {t('table.consumable', { kind: t(`kind.${c.kind}`), count: c.ratedLifeMonths })}
                    </Text>
                  ))}
                </Stack>
              )}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.status === '0' ? 'green' : 'red'} variant="subtle">
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="edit" permission={PERMISSIONS.deviceModel.edit} testId={`device-model-row-edit-${row.modelCode}`} onClick={() => setEditing(row)} />
            <RowActionButton
              kind="delete"
              permission={PERMISSIONS.deviceModel.remove}
              testId={`device-model-row-delete-${row.modelCode}`}
              label={t('toolbar.delete')}
              onClick={() => remover.ask(row)}
            />
          </>
        )}
      />

      <ListPagination testId="device-model" total={list.data?.total ?? 0} page={paging.page} pageSize={paging.limit} onPageChange={paging.setPage} onPageSizeChange={paging.setLimit} />

      {editing && <DeviceModelFormDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onAdded={added.show} onModified={added.changed} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { brand: remover.target.brand, name: remover.target.modelName, code: remover.target.modelCode })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="device-model-delete-dialog"
          actionTestIdPrefix="device-model-delete"
        />
      )}
    </Stack>
  );
}
