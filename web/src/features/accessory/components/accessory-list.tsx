import { useMemo, useState } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeftRight, LuEye, LuPlug, LuUnplug } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import {
  ACCESSORY_STATUSES,
  EXPIRY_STATES,
  KINDS_OF_CATEGORY,
  accessorySearch,
  type AccessoryCategory,
  type AccessoryPageQuery,
  type AccessoryRecord,
  type AccessorySearch,
} from '@aed/shared/schemas/accessory';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteAccessories } from '../api/delete-accessories';
import { useExportAccessories } from '../api/export-accessories';
import { useAccessoryPage } from '../api/get-accessory-page';
import { ACCESSORY_STATUS_PALETTE, AccessoryDetailsDialog } from './accessory-details-dialog';
import { AccessoryFormDialog } from './accessory-form-dialog';
import { ExpiryStateBadge } from './expiry-state-badge';
import { InstallDialog } from './install-dialog';
import { RemoveDialog } from './remove-dialog';
import { ReplaceDialog } from './replace-dialog';

type SearchForm = { keyword: string; kind: string; state: string; status: string };
const EMPTY: SearchForm = { keyword: '', kind: '', state: '', status: '' };

type Dialog = { kind: 'form'; record?: AccessoryRecord } | { kind: 'details' | 'install' | 'remove' | 'replace'; record: AccessoryRecord } | null;

interface Props {
  deptId: number | undefined;
  /** The category tab; undefined = both. */
  category: AccessoryCategory | undefined;
}

/** One tab of the screen: search, toolbar, cursor-paged table with state badges and row actions, their dialogs. */
export function AccessoryList({ deptId, category }: Props) {
  const { t } = useTranslation('accessory');
  // each tab keeps its own search and page in the URL (`consumable.keyword`...)
  const url = { prefix: `${category ?? 'all'}.` };
  // another organization picked in the tree: back to the first page
  const paging = useCursorPaging({ url, scope: deptId });
  const [dialog, setDialog] = useState<Dialog>(null);
  const searching = useListSearch<SearchForm, AccessorySearch>({
    empty: EMPTY,
    parse: parseWith(accessorySearch),
    onInvalid: () => notifyError(t('validation.invalidSearch')),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
    url,
  });
  const { form, setField } = searching;
  const search = useMemo<AccessorySearch>(() => ({ ...searching.search, deptId, category }), [searching.search, deptId, category]);
  const query = useMemo<AccessoryPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useAccessoryPage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: AccessoryRecord) => r.accessoryId);
  const exporter = useExportAccessories();
  const remover = useConfirmAction({
    mutation: useDeleteAccessories(),
    toVariables: (records: readonly AccessoryRecord[]) => records.map((r) => r.accessoryId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const kinds = category ? KINDS_OF_CATEGORY[category] : [...new Set([...KINDS_OF_CATEGORY.consumable, ...KINDS_OF_CATEGORY.accessory])];
  const testId = (r: AccessoryRecord) => r.code.replace(/[^A-Za-z0-9_-]/g, '_');

  return (
    <Stack gap="4" pt="2" data-testid="accessory-list">
      <SearchBar label={t('search.label')} testIdPrefix="accessory" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="accessory-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setField('keyword', v)} />
        <SearchSelectField width="44" label={t('fields.kind')} testId="accessory-search-kind" value={form.kind} onChange={(v) => setField('kind', v)} allLabel={t('search.all')} options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        <SearchSelectField label={t('fields.state')} testId="accessory-search-state" value={form.state} onChange={(v) => setField('state', v)} allLabel={t('search.all')} options={EXPIRY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
        <SearchSelectField label={t('fields.status')} testId="accessory-search-status" value={form.status} onChange={(v) => setField('status', v)} allLabel={t('search.all')} options={ACCESSORY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.accessory.add} testId="accessory-add" label={t('toolbar.add')} onClick={() => setDialog({ kind: 'form' })} />
        <ExportButton permission={PERMISSIONS.accessory.export} testId="accessory-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
        <ToolbarButton
          kind="delete"
          permission={PERMISSIONS.accessory.remove}
          testId="accessory-delete"
          label={t('toolbar.deleteSelected')}
          disabled={selection.selectedRows.length === 0}
          onClick={() => remover.ask(selection.selectedRows)}
        />
      </ListToolbar>

      {list.isError && <ListLoadError testId="accessory-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ListTable
        testId="accessory-table"
        size="sm"
        busy={list.isFetching}
        columns={[t('fields.kind'), t('fields.code'), t('fields.name'), t('fields.brandModel'), t('fields.deptId'), t('fields.device'), t('fields.expiryDate'), t('fields.state'), t('fields.status')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.accessoryId}
        rowTestId={(row) => `accessory-row-${testId(row)}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={t('table.empty')}
        emptyTestId="accessory-empty"
        selection={{
          selection,
          keyOf: (row) => row.accessoryId,
          selectAllLabel: t('table.selectAll'),
          selectRowLabel: (row) => t('table.selectRow', { code: row.code }),
          rowCheckTestId: (row) => `accessory-check-${testId(row)}`,
        }}
        renderCells={(row) => (
          <>
            <Table.Cell>
              <Stack gap="0">
                <Text fontSize="sm">{t(`kind.${row.kind}`)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`category.${row.category}`)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>{row.code}</Table.Cell>
            <Table.Cell>{row.name}</Table.Cell>
            <Table.Cell>{[row.brand, row.model].filter(Boolean).join(' ')}</Table.Cell>
            <Table.Cell>{row.deptName}</Table.Cell>
            <Table.Cell data-testid={`accessory-device-${testId(row)}`}>
              {row.device ? (
                <Stack gap="0">
                  <Text fontSize="sm">{row.device.serialNumber}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.device.modelName}
                  </Text>
                </Stack>
              ) : (
                <Text color="fg.muted">{t('table.noDevice')}</Text>
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Stack gap="0">
                <Text fontSize="sm">{row.expiryDate || '-'}</Text>
                {row.effectiveDays !== null && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('table.effectiveDays', { count: row.effectiveDays })}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <ExpiryStateBadge state={row.state} daysLeft={row.daysLeft} testId={`accessory-state-${testId(row)}`} />
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={ACCESSORY_STATUS_PALETTE[row.status]} variant="subtle" data-testid={`accessory-status-${testId(row)}`}>
                {t(`status.${row.status}`)}
              </Badge>
            </Table.Cell>
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton
              kind="other"
              icon={<LuEye />}
              permission={PERMISSIONS.accessory.query}
              testId={`accessory-row-details-${testId(row)}`}
              label={t('toolbar.details')}
              onClick={() => setDialog({ kind: 'details', record: row })}
            />
            <RowActionButton kind="edit" permission={PERMISSIONS.accessory.edit} testId={`accessory-row-edit-${testId(row)}`} onClick={() => setDialog({ kind: 'form', record: row })} />
            {row.status === 'stock' && (
              <RowActionButton
                kind="other"
                icon={<LuPlug />}
                permission={PERMISSIONS.accessory.install}
                testId={`accessory-row-install-${testId(row)}`}
                label={t('toolbar.install')}
                onClick={() => setDialog({ kind: 'install', record: row })}
              />
            )}
            {row.status === 'installed' && (
              <>
                <RowActionButton
                  kind="other"
                  icon={<LuArrowLeftRight />}
                  permission={PERMISSIONS.accessory.install}
                  testId={`accessory-row-replace-${testId(row)}`}
                  label={t('toolbar.replace')}
                  onClick={() => setDialog({ kind: 'replace', record: row })}
                />
                <RowActionButton
                  kind="other"
                  icon={<LuUnplug />}
                  permission={PERMISSIONS.accessory.install}
                  testId={`accessory-row-remove-${testId(row)}`}
                  label={t('toolbar.remove')}
                  onClick={() => setDialog({ kind: 'remove', record: row })}
                />
              </>
            )}
            <RowActionButton kind="delete" permission={PERMISSIONS.accessory.remove} testId={`accessory-row-delete-${testId(row)}`} label={t('toolbar.delete')} onClick={() => remover.ask([row])} />
          </>
        )}
      />

      <CursorPagination testId="accessory" paging={paging} list={list} onPageChange={() => selection.clear()} />

      {dialog?.kind === 'form' && <AccessoryFormDialog record={dialog.record} defaultDeptId={deptId} defaultCategory={category} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'details' && <AccessoryDetailsDialog record={dialog.record} onClose={() => setDialog(null)} onEdit={(record) => setDialog({ kind: 'form', record })} />}
      {dialog?.kind === 'install' && <InstallDialog record={dialog.record} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remove' && <RemoveDialog record={dialog.record} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'replace' && <ReplaceDialog record={dialog.record} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...remover.dialog}
        tone="danger"
        title={t('delete.title')}
        message={
          remover.target?.length === 1
            ? t('delete.messageOne', { kind: t(`kind.${remover.target[0]!.kind}`), code: remover.target[0]!.code, name: remover.target[0]!.name })
            : t('delete.messageMany', { count: remover.target?.length ?? 0 })
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        testId="accessory-delete-dialog"
        actionTestIdPrefix="accessory-delete"
      />
    </Stack>
  );
}
