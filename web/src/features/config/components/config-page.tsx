import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { configSearch, type ConfigPageQuery, type ConfigRecord, type ConfigSearch } from '@aed/shared/schemas/config';
import type { FieldErrors } from '../../../components/form/form-errors';
import { searchFieldErrors } from '../../../components/list/use-list-search';
import { notifyError } from '../../../components/ui/toaster';
import { useConfigPage } from '../api/get-config-page';
import { useExportConfigs } from '../api/export-config';
import { translateCode, translateError } from '../utils/translate-error';
import { useCanAccess } from '../utils/use-can-access';
import { ConfigDeleteDialog } from './config-delete-dialog';
import { ConfigFormDialog, type ConfigFormTarget } from './config-form-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { ConfigSearchForm } from './config-search-form';
import { EMPTY_SEARCH, NO_FILTER, toConfigSearch, type ConfigSearchForm as SearchFormValues } from './config-search-state';
import { ConfigTable } from './config-table';

const DEFAULT_PAGE_SIZE = 10;

/**
 * Parameters (system config) screen, menu component 'system/config/index': search, list with selection and cursor
 * paging (the parameters of the organizations in the caller's scope, with their organization: decision 0026),
 * add / modify / delete / export, each action shown only with its permission.
 */
export default function ConfigPage() {
  const { t } = useTranslation('config');
  const canAdd = useCanAccess(PERMISSIONS.config.add);
  const canEdit = useCanAccess(PERMISSIONS.config.edit);
  const canRemove = useCanAccess(PERMISSIONS.config.remove);
  const canExport = useCanAccess(PERMISSIONS.config.export);

  const [form, setForm] = useState<SearchFormValues>(EMPTY_SEARCH);
  const [search, setSearch] = useState<ConfigSearch>(NO_FILTER);
  const paging = useCursorPaging({ pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [formTarget, setFormTarget] = useState<ConfigFormTarget | null>(null);
  const [deleteIds, setDeleteIds] = useState<readonly number[] | null>(null);
  const [searchErrors, setSearchErrors] = useState<FieldErrors>({});

  const query = useMemo<ConfigPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useConfigPage(query);
  const exporter = useExportConfigs();
  const rows: readonly ConfigRecord[] = list.data?.rows ?? [];
  // Only ids still on the current page count as selected (rows may have been deleted or changed meanwhile).
  const selectedIds = rows.filter((r) => selected.has(r.configId)).map((r) => r.configId);

  // After deleting the last rows of a later page, start again from the first page.
  const { page, reset } = paging;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && rows.length === 0 && page > 1) reset();
  }, [list.data, list.isPlaceholderData, rows.length, page, reset]);

  const clearSelection = () => setSelected(new Set());

  const applySearch = (values: SearchFormValues) => {
    const next = toConfigSearch(values);
    const placed = next ? {} : searchFieldErrors(t, configSearch)(values);
    setSearchErrors(placed);
    if (!next) {
      if (!placed.endTime) notifyError(translateCode(t, 'common.validation'));
      return;
    }
    setSearch(next);
    paging.reset();
    clearSelection();
  };

  const resetSearch = () => {
    setForm(EMPTY_SEARCH);
    applySearch(EMPTY_SEARCH);
  };

  const selectRow = (configId: number, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(configId);
      else next.delete(configId);
      return next;
    });

  const selectAll = (checked: boolean) => setSelected(checked ? new Set(rows.map((r) => r.configId)) : new Set());

  const exportCurrent = () => exporter.mutate(search, { onError: (err) => notifyError(translateError(t, err)) });

  return (
    <Stack gap="4" p="4" data-testid="config-page">
      <ConfigSearchForm value={form} onChange={setForm} onSubmit={() => applySearch(form)} onReset={resetSearch} errors={searchErrors} />

      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('toolbar.label')}>
        {canAdd && (
          <Button variant="subtle" data-testid="config-add" onClick={() => setFormTarget({ mode: 'add' })}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        {canEdit && (
          <Button
           
            colorPalette="green"
            variant="subtle"
            data-testid="config-edit"
            disabled={selectedIds.length !== 1}
            onClick={() => setFormTarget({ mode: 'edit', configId: selectedIds[0] })}
          >
            <LuPencil /> {t('toolbar.edit')}
          </Button>
        )}
        {canRemove && (
          <Button
           
            colorPalette="red"
            variant="subtle"
            data-testid="config-delete"
            disabled={selectedIds.length === 0}
            onClick={() => setDeleteIds(selectedIds)}
          >
            <LuTrash2 /> {t('toolbar.delete')}
          </Button>
        )}
        {canExport && (
          <Button colorPalette="orange" variant="subtle" data-testid="config-export" loading={exporter.isPending} onClick={exportCurrent}>
            <LuDownload /> {t('toolbar.export')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="config-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{translateError(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('table.retry')}
          </Button>
        </Alert.Root>
      )}

      <ConfigTable
        rows={rows}
        loading={list.isPending}
        refreshing={list.isFetching && list.isPlaceholderData}
        failed={list.isError && !list.data}
        selected={selected}
        onSelect={selectRow}
        onSelectAll={selectAll}
        canEdit={canEdit}
        canRemove={canRemove}
        onEdit={(row) => setFormTarget({ mode: 'edit', configId: row.configId })}
        onDelete={(row) => setDeleteIds([row.configId])}
      />

      <CursorPagination testId="config" paging={paging} list={list} onPageChange={clearSelection} />

      {formTarget && <ConfigFormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {deleteIds && (
        <ConfigDeleteDialog
          ids={deleteIds}
          onClose={() => setDeleteIds(null)}
          onDeleted={(ids) => setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))))}
        />
      )}
    </Stack>
  );
}
