import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MOVEMENT_KINDS, type MovementKind } from '@aed/shared/schemas/device';
import { movementSearch, type InventoryMovementRow } from '@aed/shared/schemas/inventory';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar } from '../../../components/list/list-toolbar';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useExportMovements } from '../api/export-inventory';
import { useInventoryOptions } from '../api/get-inventory-options';
import { useMovements } from '../api/get-movements';
import type { MovementFilter } from '../api/inventory-keys';
import { DeviceHistoryDialog } from './device-history-dialog';
import { MovementCells, movementColumns } from './movement-parts';

interface Form {
  modelId: string;
  kind: string;
  beginTime: string;
  endTime: string;
  serial: string;
}
const EMPTY: Form = { modelId: '', kind: '', beginTime: '', endTime: '', serial: '' };
/** Its search params are named `movement.*`: the stock tab beside it keeps its own. */
const MOVEMENT_URL = { prefix: 'movement.' };

/**
 * The movements tab: filters (model, kind, day range, serial number or product code), export, and the movement lines
 * of the organizations in view, by cursor (per organization newest first). A device's serial number opens its history.
 */
export function MovementList({ deptId, subtree }: { deptId: number | undefined; subtree: boolean }) {
  const { t } = useTranslation('inventory');
  const options = useInventoryOptions();
  // another organization picked in the tree: back to its first page
  const paging = useCursorPaging({ url: MOVEMENT_URL, scope: [deptId, subtree] });
  const searching = useListSearch<Form, Omit<MovementFilter, 'deptId' | 'subtree'>>({
    empty: EMPTY,
    parse: (values) => {
      const parsed = movementSearch.safeParse(values);
      if (!parsed.success) return undefined;
      const { modelId, kind, beginTime, endTime, serial } = parsed.data;
      return { modelId, kind, beginTime, endTime, serial };
    },
    // the first specific message (e.g. a day range too long), as the other lists show it
    onInvalid: (values) => {
      const issues = movementSearch.safeParse(values).error?.issues ?? [];
      const code = issues.find((i) => i.message !== 'common.validation')?.message ?? 'common.validation';
      notifyError(translateErrorCode(t, code) ?? t('search.invalid'));
    },
    fieldErrors: searchFieldErrors(t, movementSearch),
    onApplied: paging.reset,
    url: MOVEMENT_URL,
  });
  const { form, setForm, search: applied } = searching;
  const [history, setHistory] = useState<InventoryMovementRow | null>(null);
  const search = useMemo<MovementFilter>(() => ({ deptId, subtree: deptId === undefined ? undefined : subtree ? '1' : '0', ...applied }), [deptId, subtree, applied]);
  const list = useMovements({ ...search, limit: paging.limit, cursor: paging.cursor });
  const exporter = useExportMovements();
  const rows = list.data?.rows ?? [];

  const filtered = Object.values(applied).some((v) => v !== undefined);
  const models = options.data?.models ?? [];

  return (
    <Stack gap="4" pt="2" data-testid="inventory-movements">
      <SearchBar
        label={t('search.movementLabel')}
        testIdPrefix="inventory-movement"
        onSubmit={searching.submit}
        onReset={searching.reset}
        submitLabel={t('search.submit')}
        resetLabel={t('search.reset')}
      >
        <SearchSelectField
          label={t('fields.model')}
          testId="inventory-movement-model"
          value={form.modelId}
          onChange={(v) => setForm((f) => ({ ...f, modelId: v }))}
          allLabel={t('search.all')}
          options={models.map((m) => ({ value: String(m.modelId), label: `${m.brand} ${m.modelName}` }))}
          width="56"
        />
        <SearchSelectField
          label={t('fields.kind')}
          testId="inventory-movement-kind"
          value={form.kind}
          onChange={(v) => setForm((f) => ({ ...f, kind: v }))}
          allLabel={t('search.all')}
          options={MOVEMENT_KINDS.map((k: MovementKind) => ({ value: k, label: t(`kind.${k}`) }))}
          width="52"
        />
        <DateRangeField
          label={t('search.time')}
          beginLabel={t('search.beginTime')}
          endLabel={t('search.endTime')}
          testId="inventory-movement-time"
          begin={form.beginTime}
          end={form.endTime}
          error={searching.errors.endTime}
          onChange={(r) => setForm((f) => ({ ...f, ...r }))}
        />
        <SearchTextField
          label={t('search.serial')}
          placeholder={t('search.serialHint')}
          testId="inventory-movement-serial"
          value={form.serial}
          maxLength={64}
          width="64"
          onChange={(v) => setForm((f) => ({ ...f, serial: v }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.movementLabel')}>
        <ExportButton
          permission={PERMISSIONS.inventory.export}
          testId="inventory-movement-export"
          label={t('toolbar.export')}
          exporter={exporter}
          search={search}
          errorText={(err) => errorMessage(t, err)}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('movements.order')}
        </Text>
      </ListToolbar>

      {list.isError && <ListLoadError testId="inventory-movement-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('retry')} />}

      <ListTable
        testId="inventory-movement-table"
        size="sm"
        busy={list.isFetching}
        refreshing={list.isPlaceholderData}
        columns={movementColumns(t, true)}
        rows={rows}
        rowKey={(row) => row.movementId}
        rowTestId={(row) => `inventory-movement-row-${row.movementId}`}
        loading={list.isPending}
        loadingText={t('movements.loading')}
        failed={list.isError}
        emptyText={filtered || deptId !== undefined ? t('movements.emptyFiltered') : t('movements.empty')}
        emptyTestId="inventory-movement-empty"
        renderCells={(row) => (
          <MovementCells
            row={row}
            device={
              <>
                <Button
                  variant="plain"
                  size="xs"
                  px="0"
                  h="auto"
                  colorPalette="brand"
                  textDecoration="underline"
                  aria-label={t('movements.historyOpen', { serial: row.serialNumber })}
                  data-testid={`inventory-movement-serial-${row.movementId}`}
                  onClick={() => setHistory(row)}
                >
                  {row.serialNumber}
                </Button>
                <Text fontSize="xs" color="fg.muted">
                  {row.equipmentCode}
                </Text>
              </>
            }
          />
        )}
      />

      <CursorPagination testId="inventory-movement" paging={paging} list={list} />

      {history && <DeviceHistoryDialog deviceId={history.deviceId} serialNumber={history.serialNumber} onClose={() => setHistory(null)} />}
    </Stack>
  );
}
