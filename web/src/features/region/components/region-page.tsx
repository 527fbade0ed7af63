import { useMemo, useState } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronsDownUp, LuRefreshCw } from 'react-icons/lu';
import { useQueryClient } from '@tanstack/react-query';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { REGION_STATUSES, regionSearch, type RegionPageQuery, type RegionRecord, type RegionRow, type RegionSearch } from '@aed/shared/schemas/region';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging, type CursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useChangeRegionStatus } from '../api/change-region-status';
import { useDeleteRegions } from '../api/delete-regions';
import { useExportRegions } from '../api/export-regions';
import { useRegionChildren } from '../api/get-region-children';
import { useRegionPage } from '../api/get-region-page';
import { regionKeys } from '../api/region-keys';
import { RegionFormDialog, type RegionFormTarget } from './region-form-dialog';
import { RegionImportDialog } from './region-import-dialog';
import { RegionLevelBadge, RegionNameText, RegionRowActions, RegionStatusBadge, type RegionRowHandlers } from './region-row-parts';
import { RegionTreeTable } from './region-tree-table';
import { useRegionName } from '../../../components/region/use-region-name';

type SearchForm = { keyword: string; status: string };
const EMPTY: SearchForm = { keyword: '', status: '' };

/** Search results: a flat, cursor-paged list of the matching regions with their full names. */
function RegionSearchResults({ search, paging, handlers }: { search: RegionSearch; paging: CursorPaging; handlers: RegionRowHandlers }) {
  const { t } = useTranslation('region');
  const { label } = useRegionName();
  const query = useMemo<RegionPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useRegionPage(query);
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="3" aria-label={t('table.results')}>
      {list.isError && <ListLoadError message={errorMessage(t, list.error)} testId="region-results-error" />}
      <ListTable
        testId="region-results"
        columns={[t('fields.regionName'), t('fields.path'), t('fields.regionCode'), t('fields.level'), t('fields.status')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(r: RegionRow) => r.regionId}
        rowTestId={(r) => `region-result-${r.regionCode}`}
        loading={list.isPending}
        loadingText={t('table.loading')}
        refreshing={list.isPlaceholderData}
        failed={list.isError}
        emptyText={t('table.emptySearch')}
        emptyTestId="region-results-empty"
        renderCells={(r) => (
          <>
            <Table.Cell>
              <RegionNameText region={r} />
            </Table.Cell>
            <Table.Cell>
              <Text fontSize="sm">{label(r.path)}</Text>
            </Table.Cell>
            <Table.Cell>{r.regionCode}</Table.Cell>
            <Table.Cell>
              <RegionLevelBadge level={r.level} />
            </Table.Cell>
            <Table.Cell>
              <RegionStatusBadge status={r.status} />
            </Table.Cell>
          </>
        )}
        renderActions={(r) => <RegionRowActions region={r} handlers={handlers} />}
      />
      <CursorPagination testId="region-results" paging={paging} list={list} />
    </Stack>
  );
}

/**
 * Administrative regions screen (menu component 'product/region/index', docs/decisions/0016): the tree loaded level
 * by level as rows are expanded; a keyword or status search lists matches with their full names instead. Add a
 * country or a sub-region, modify or move, enable/disable and delete (with confirmation), import and export, by
 * permission.
 */
export default function RegionPage() {
  const { t } = useTranslation('region');
  const { name } = useRegionName();
  const queryClient = useQueryClient();
  const paging = useCursorPaging();
  const searching = useListSearch<SearchForm, RegionSearch>({
    empty: EMPTY,
    parse: parseWith(regionSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField, search } = searching;
  const searchMode = search.keyword !== undefined || search.status !== undefined;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [formTarget, setFormTarget] = useState<RegionFormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const countries = useRegionChildren(0);
  const exporter = useExportRegions();

  const remover = useConfirmAction({
    mutation: useDeleteRegions(),
    toVariables: (r: RegionRecord) => [r.regionId],
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
  });
  const statusChanger = useConfirmAction({
    mutation: useChangeRegionStatus(),
    toVariables: (r: RegionRecord) => ({ regionId: r.regionId, status: r.status === '0' ? ('1' as const) : ('0' as const) }),
    successText: (r) => (r.status === '0' ? t('toast.disabled') : t('toast.enabled')),
    errorText: (err) => errorMessage(t, err),
  });

  const toggle = (r: RegionRecord) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(r.regionId)) next.delete(r.regionId);
      else next.add(r.regionId);
      return next;
    });
  const handlers: RegionRowHandlers = {
    onAddChild: (parent) => {
      // show where the new region lands
      setExpanded((prev) => new Set(prev).add(parent.regionId));
      setFormTarget({ mode: 'add', parent, orderNum: parent.childCount + 1 });
    },
    onEdit: (record) => setFormTarget({ mode: 'edit', record }),
    onToggleStatus: statusChanger.ask,
    onDelete: remover.ask,
  };
  const statusTarget = statusChanger.target;

  return (
    <Stack gap="4" p="4" data-testid="region-page">
      <SearchBar label={t('search.label')} testIdPrefix="region" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="60" label={t('fields.keyword')} testId="region-search-keyword" value={form.keyword} maxLength={100} onChange={(v) => setField('keyword', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="region-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={REGION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton
          kind="add"
          permission={PERMISSIONS.region.add}
          testId="region-add"
          label={t('toolbar.add')}
          onClick={() => setFormTarget({ mode: 'add', parent: null, orderNum: (countries.data?.length ?? 0) + 1 })}
        />
        <ToolbarButton kind="import" permission={PERMISSIONS.region.import} testId="region-import" label={t('toolbar.import')} onClick={() => setImporting(true)} />
        <ExportButton permission={PERMISSIONS.region.export} testId="region-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
        {!searchMode && (
          <ToolbarButton kind="other" icon={<LuChevronsDownUp />} testId="region-collapse-all" label={t('toolbar.collapseAll')} disabled={expanded.size === 0} onClick={() => setExpanded(new Set())} />
        )}
        <ToolbarButton kind="other" icon={<LuRefreshCw />} testId="region-refresh" label={t('toolbar.refresh')} onClick={() => void queryClient.invalidateQueries({ queryKey: regionKeys.all })} />
      </ListToolbar>

      {searchMode ? <RegionSearchResults search={search} paging={paging} handlers={handlers} /> : <RegionTreeTable expanded={expanded} onToggle={toggle} handlers={handlers} />}

      {formTarget && <RegionFormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {importing && <RegionImportDialog onClose={() => setImporting(false)} />}
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          message={t('delete.message', { name: name(remover.target), code: remover.target.regionCode })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="region-delete-dialog"
          actionTestIdPrefix="region-delete"
        />
      )}
      {statusTarget && (
        <ConfirmDialog
          {...statusChanger.dialog}
          tone={statusTarget.status === '0' ? 'warning' : 'info'}
          title={statusTarget.status === '0' ? t('statusChange.disableTitle') : t('statusChange.enableTitle')}
          message={t(statusTarget.status === '0' ? 'statusChange.disableMessage' : 'statusChange.enableMessage', { name: name(statusTarget) })}
          confirmLabel={t('statusChange.confirm')}
          cancelLabel={t('statusChange.cancel')}
          testId="region-status-dialog"
          actionTestIdPrefix="region-status"
        />
      )}
    </Stack>
  );
}
