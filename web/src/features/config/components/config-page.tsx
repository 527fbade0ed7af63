import { useEffect, useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { configSearch, type ConfigPageQuery, type ConfigRecord, type ConfigSearch } from '@aed/shared/schemas/config';
import { ListLoadError } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { useConfigPage } from '../api/get-config-page';
import { useExportConfigs } from '../api/export-config';
import { translateCode, translateError } from '../utils/translate-error';
import { useCanAccess } from '../utils/use-can-access';
import { ConfigDeleteDialog } from './config-delete-dialog';
import { ConfigFormDialog, type ConfigFormTarget } from './config-form-dialog';
import { ConfigSearchForm } from './config-search-form';
import { EMPTY_SEARCH, toConfigSearch, type ConfigSearchForm as SearchFormValues } from './config-search-state';
import { ConfigTable } from './config-table';

/**
 * Parameters (system config) screen, menu component 'system/config/index': search, list with selection and cursor
 * paging (the parameters of the organizations in the caller's scope, with their organization: decision 0026),
 * add / modify / delete / export, each action shown only with its permission. The list pieces are the shared ones
 * (components/list); the applied search, page and page size live in the URL (decision 0039).
 */
export default function ConfigPage() {
  const { t } = useTranslation('config');
  const canEdit = useCanAccess(PERMISSIONS.config.edit);
  const canRemove = useCanAccess(PERMISSIONS.config.remove);

  const paging = useCursorPaging();
  const searching = useListSearch<SearchFormValues, ConfigSearch>({
    empty: EMPTY_SEARCH,
    parse: toConfigSearch,
    onInvalid: () => notifyError(translateCode(t, 'common.validation')),
    fieldErrors: searchFieldErrors(t, configSearch),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { search } = searching;
  const [formTarget, setFormTarget] = useState<ConfigFormTarget | null>(null);
  const [deleting, setDeleting] = useState<readonly ConfigRecord[] | null>(null);

  const query = useMemo<ConfigPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useConfigPage(query);
  const exporter = useExportConfigs();
  const rows: readonly ConfigRecord[] = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: ConfigRecord) => r.configId);
  const selectedIds = selection.selectedKeys;

  // After deleting the last rows of a later page, start again from the first page.
  const { page, restart } = paging;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && rows.length === 0 && page > 1) restart();
  }, [list.data, list.isPlaceholderData, rows.length, page, restart]);

  return (
    <Stack gap="4" p="4" data-testid="config-page">
      <ConfigSearchForm value={searching.form} onChange={searching.setForm} onSubmit={searching.submit} onReset={searching.reset} errors={searching.errors} />

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.config.add} testId="config-add" label={t('toolbar.add')} onClick={() => setFormTarget({ mode: 'add' })} />
        <ToolbarButton
          kind="edit"
          permission={PERMISSIONS.config.edit}
          testId="config-edit"
         
          disabled={selectedIds.length !== 1}
          onClick={() => setFormTarget({ mode: 'edit', configId: selectedIds[0] })}
        />
        <ToolbarButton kind="delete" permission={PERMISSIONS.config.remove} testId="config-delete" label={t('toolbar.delete')} disabled={selectedIds.length === 0} onClick={() => setDeleting(selection.selectedRows)} />
        <ExportButton permission={PERMISSIONS.config.export} testId="config-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => translateError(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="config-load-error" message={translateError(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ConfigTable
        rows={rows}
        loading={list.isPending}
        refreshing={list.isFetching && list.isPlaceholderData}
        failed={list.isError && !list.data}
        selection={selection}
        anyAction={canEdit || canRemove}
        onEdit={(row) => setFormTarget({ mode: 'edit', configId: row.configId })}
        onDelete={(row) => setDeleting([row])}
      />

      <CursorPagination testId="config" paging={paging} list={list} onPageChange={selection.clear} />

      {formTarget && <ConfigFormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {deleting && <ConfigDeleteDialog records={deleting} onClose={() => setDeleting(null)} onDeleted={selection.forget} />}
    </Stack>
  );
}
