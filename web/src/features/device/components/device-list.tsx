import { useMemo, useState, type ReactNode } from 'react';
import { Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuEye, LuPower, LuPowerOff } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DEVICE_STATUSES, SALE_STATUSES, SOLD_OR_LEASED_SALE_STATUSES, type DevicePageQuery, type DeviceRecord, type DeviceSearch } from '@aed/shared/schemas/device';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useChangeDeviceStatus } from '../api/change-device-status';
import { useDeleteDevices } from '../api/delete-devices';
import { useExportDevices } from '../api/export-devices';
import { useDeviceFilterOptions } from '../api/get-device-filter-options';
import { useDevicePage } from '../api/get-device-page';
import type { DeviceDetailTab } from './device-detail-tabs';
import { DeviceDetailsDialog } from './device-details-dialog';
import { DeviceFormDialog, type DeviceFormMode } from './device-form-dialog';
import { DeviceImportDialog } from './device-import-dialog';
import { EMPTY_DEVICE_SEARCH, toDeviceSearch, type DeviceSearchForm } from './device-search-state';
import { SaleStatusBadge } from './sale-status-badge';

type Dialog = { kind: 'form'; mode: DeviceFormMode } | { kind: 'details'; deviceId: number } | { kind: 'import' } | null;

/** The details asked for by the address (`?details=<deviceId>`), once when the list opens. */
function initialDetails(): Dialog {
  const id = typeof window === 'undefined' ? 0 : Number(new URLSearchParams(window.location.search).get('details'));
  return Number.isInteger(id) && id > 0 ? { kind: 'details', deviceId: id } : null;
}
type StatusChange = { devices: readonly DeviceRecord[]; status: '0' | '1' };

/** A sold or leased device is never deleted (the server refuses it: device.soldOrLeased); its delete is disabled. */
const soldOrLeased = (d: DeviceRecord) => SOLD_OR_LEASED_SALE_STATUSES.includes(d.saleStatus);

/** The device list: search, toolbar, cursor-paged table with status switches and row actions, and their dialogs. */
export function DeviceList({
  deptId,
  otherDetailTabs,
  otherRowActions,
  otherSelectionActions,
}: {
  deptId: number | undefined;
  otherDetailTabs: readonly DeviceDetailTab[];
  otherRowActions?: (device: DeviceRecord) => ReactNode;
  /** Other features' toolbar actions on the selected devices (the QR feature's "Print QR labels"). */
  otherSelectionActions?: (devices: readonly DeviceRecord[]) => ReactNode;
}) {
  const { t } = useTranslation('device');
  const { hasPermission } = usePermission();
  // another organization picked in the tree: back to its first page
  const paging = useCursorPaging({ scope: deptId });
  // `?details=<deviceId>` opens a device's details (the QR inspector login lands here, decision 0042)
  const [dialog, setDialog] = useState<Dialog>(initialDetails);
  const searching = useListSearch<DeviceSearchForm, DeviceSearch>({
    empty: EMPTY_DEVICE_SEARCH,
    parse: toDeviceSearch,
    onInvalid: () => notifyError(t('validation.invalidSearch')),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setField } = searching;
  // every type and model, disabled ones too: their devices must be found as well (decision 0024)
  const options = useDeviceFilterOptions();
  const types = options.data?.types ?? [];
  const models = (options.data?.models ?? []).filter((m) => !form.typeId || m.typeId === Number(form.typeId));
  const disabledMark = (label: string, status: string) => (status === '1' ? t('search.disabledOption', { label }) : label);
  const search = useMemo<DeviceSearch>(() => ({ ...searching.search, deptId }), [searching.search, deptId]);
  const query = useMemo<DevicePageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useDevicePage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: DeviceRecord) => r.deviceId);
  const exporter = useExportDevices();
  const remover = useConfirmAction({
    mutation: useDeleteDevices(),
    toVariables: (devices: readonly DeviceRecord[]) => devices.map((d) => d.deviceId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const statusChanger = useConfirmAction({
    mutation: useChangeDeviceStatus(),
    toVariables: (change: StatusChange) => ({ deviceIds: change.devices.map((d) => d.deviceId), status: change.status }),
    successText: (change) => (change.status === '0' ? t('toast.enabled', { count: change.devices.length }) : t('toast.disabled', { count: change.devices.length })),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const canChangeStatus = hasPermission(PERMISSIONS.device.status);
  const statusTarget = statusChanger.target;

  return (
    <Stack gap="4" data-testid="device-list" minW="0">
      <SearchBar label={t('search.label')} testIdPrefix="device" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="device-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setField('keyword', v)} />
        <SearchSelectField
          label={t('fields.typeName')}
          testId="device-search-type"
          value={form.typeId}
          onChange={(v) => {
            setField('typeId', v);
            setField('modelId', '');
          }}
          allLabel={t('search.all')}
          options={types.map((o) => ({ value: String(o.typeId), label: disabledMark(o.typeName, o.status) }))}
        />
        <SearchSelectField
          width="48"
          label={t('fields.model')}
          testId="device-search-model"
          value={form.modelId}
          onChange={(v) => setField('modelId', v)}
          allLabel={t('search.all')}
          options={models.map((o) => ({ value: String(o.modelId), label: disabledMark(`${o.brand} ${o.modelName}`, o.status) }))}
        />
        <SearchSelectField
          label={t('fields.saleStatus')}
          testId="device-search-sale-status"
          value={form.saleStatus}
          onChange={(v) => setField('saleStatus', v)}
          allLabel={t('search.all')}
          options={SALE_STATUSES.map((s) => ({ value: s, label: t(`saleStatus.${s}`) }))}
        />
        <SearchSelectField
          label={t('fields.status')}
          testId="device-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.device.add} testId="device-add" label={t('toolbar.add')} onClick={() => setDialog({ kind: 'form', mode: { kind: 'add', deptId } })} />
        <ToolbarButton kind="import" permission={PERMISSIONS.device.import} testId="device-import" label={t('toolbar.import')} onClick={() => setDialog({ kind: 'import' })} />
        <ExportButton permission={PERMISSIONS.device.export} testId="device-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
        <ToolbarButton
          kind="other"
          icon={<LuPower />}
          palette="green"
          permission={PERMISSIONS.device.status}
          testId="device-enable-selected"
          label={t('toolbar.enableSelected')}
          disabled={selection.selectedRows.length === 0}
          onClick={() => statusChanger.ask({ devices: selection.selectedRows, status: '0' })}
        />
        <ToolbarButton
          kind="other"
          icon={<LuPowerOff />}
          palette="orange"
          permission={PERMISSIONS.device.status}
          testId="device-disable-selected"
          label={t('toolbar.disableSelected')}
          disabled={selection.selectedRows.length === 0}
          onClick={() => statusChanger.ask({ devices: selection.selectedRows, status: '1' })}
        />
        <ToolbarButton
          kind="delete"
          permission={PERMISSIONS.device.remove}
          testId="device-delete"
          label={t('toolbar.deleteSelected')}
          disabled={selection.selectedRows.length === 0 || selection.selectedRows.some(soldOrLeased)}
          title={selection.selectedRows.some(soldOrLeased) ? t('table.soldNotDeletable') : undefined}
          onClick={() => remover.ask(selection.selectedRows)}
        />
        {otherSelectionActions?.(selection.selectedRows)}
      </ListToolbar>

      {list.isError && <ListLoadError testId="device-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ListTable
        testId="device-table"
        size="sm"
        busy={list.isFetching}
        columns={[
          t('fields.equipmentCode'),
          t('fields.equipmentName'),
          t('fields.serialNumber'),
          t('fields.model'),
          t('fields.deptName'),
          t('fields.agentName'),
          t('fields.saleStatus'),
          t('fields.status'),
        ]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.deviceId}
        rowTestId={(row) => `device-row-${row.serialNumber}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={search.keyword || search.typeId || search.modelId || search.saleStatus || search.status ? t('table.emptySearch') : t('table.empty')}
        emptyTestId="device-empty"
        selection={{
          selection,
          keyOf: (row) => row.deviceId,
          selectAllLabel: t('table.selectAll'),
          selectRowLabel: (row) => t('table.selectRow', { name: row.serialNumber }),
          rowCheckTestId: (row) => `device-check-${row.serialNumber}`,
        }}
        renderCells={(row) => (
          <>
            <Table.Cell>{row.equipmentCode}</Table.Cell>
            <Table.Cell>{row.equipmentName}</Table.Cell>
            <Table.Cell fontFamily="mono">{row.serialNumber}</Table.Cell>
            <Table.Cell>
              <Text>{`${row.brand} ${row.modelName}`}</Text>
              <Text fontSize="xs" color="fg.muted">
                {row.typeName}
              </Text>
            </Table.Cell>
            <Table.Cell>{row.deptName}</Table.Cell>
            <Table.Cell>{row.agentName}</Table.Cell>
            <Table.Cell>
              <SaleStatusBadge status={row.saleStatus} testId={`device-sale-status-${row.serialNumber}`} />
            </Table.Cell>
            <Table.Cell>
              <Switch.Root
                size="sm"
                colorPalette="green"
                checked={row.status === '0'}
                disabled={!canChangeStatus}
                onCheckedChange={() => statusChanger.ask({ devices: [row], status: row.status === '0' ? '1' : '0' })}
                data-testid={`device-status-${row.serialNumber}`}
              >
                <Switch.HiddenInput aria-label={t('table.statusSwitch', { name: row.serialNumber })} />
                <Switch.Control />
                <Switch.Label fontSize="xs">{t(`status.${row.status}`)}</Switch.Label>
              </Switch.Root>
            </Table.Cell>
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton kind="other" icon={<LuEye />} permission={PERMISSIONS.device.query} testId={`device-row-details-${row.serialNumber}`} label={t('toolbar.details')} onClick={() => setDialog({ kind: 'details', deviceId: row.deviceId })} />
            <RowActionButton kind="edit" permission={PERMISSIONS.device.edit} testId={`device-row-edit-${row.serialNumber}`} onClick={() => setDialog({ kind: 'form', mode: { kind: 'edit', deviceId: row.deviceId } })} />
            <RowActionButton kind="other" icon={<LuCopy />} permission={PERMISSIONS.device.add} testId={`device-row-copy-${row.serialNumber}`} label={t('toolbar.copy')} onClick={() => setDialog({ kind: 'form', mode: { kind: 'copy', deviceId: row.deviceId } })} />
            {otherRowActions?.(row)}
            <RowActionButton
              kind="delete"
              permission={PERMISSIONS.device.remove}
              testId={`device-row-delete-${row.serialNumber}`}
              label={t('toolbar.delete')}
              disabled={soldOrLeased(row)}
              title={soldOrLeased(row) ? t('table.soldNotDeletable') : undefined}
              onClick={() => remover.ask([row])}
            />
          </>
        )}
      />

      <CursorPagination testId="device" paging={paging} list={list} onPageChange={() => selection.clear()} />

      {dialog?.kind === 'form' && (
        <DeviceFormDialog
          mode={dialog.mode}
          onClose={() => setDialog(null)}
          onSaved={(device) => (dialog.mode.kind !== 'edit' ? setDialog({ kind: 'details', deviceId: device.deviceId }) : setDialog(null))}
        />
      )}
      {dialog?.kind === 'details' && (
        <DeviceDetailsDialog
          deviceId={dialog.deviceId}
          otherTabs={otherDetailTabs}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: 'form', mode: { kind: 'edit', deviceId: dialog.deviceId } })}
          onCopy={() => setDialog({ kind: 'form', mode: { kind: 'copy', deviceId: dialog.deviceId } })}
        />
      )}
      {dialog?.kind === 'import' && <DeviceImportDialog onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...remover.dialog}
        tone="danger"
        title={t('delete.title')}
        message={
          remover.target?.length === 1
            ? t('delete.messageOne', { name: remover.target[0].equipmentName, serial: remover.target[0].serialNumber })
            : t('delete.messageMany', { count: remover.target?.length ?? 0 })
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        testId="device-delete-dialog"
        actionTestIdPrefix="device-delete"
      />
      <ConfirmDialog
        {...statusChanger.dialog}
        tone="warning"
        title={statusTarget?.status === '0' ? t('statusChange.enableTitle') : t('statusChange.disableTitle')}
        message={
          statusTarget?.devices.length === 1
            ? t(statusTarget.status === '0' ? 'statusChange.enableOne' : 'statusChange.disableOne', { name: statusTarget.devices[0].equipmentName, serial: statusTarget.devices[0].serialNumber })
            : t(statusTarget?.status === '0' ? 'statusChange.enableMany' : 'statusChange.disableMany', { count: statusTarget?.devices.length ?? 0 })
        }
        confirmLabel={t('statusChange.confirm')}
        cancelLabel={t('statusChange.cancel')}
        testId="device-status-dialog"
        actionTestIdPrefix="device-status-change"
      />
    </Stack>
  );
}
