import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { DEPT_STATUSES, deptSearch, type DeptRecord, type DeptSearch } from '@aed/shared/schemas/dept';
import { ListLoadError } from '../../../components/list/list-table';
import { ExpandAllButton, ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useResetOnChange } from '../../../components/list/use-reset-on-change';
import { useTreeExpansion } from '../../../components/list/use-tree-expansion';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useDeptList } from '../api/get-dept-list';
import { useExportDepts } from '../api/export-dept';
import { DeptDeleteDialog } from './dept-delete-dialog';
import { DeptFormDialog, type DeptFormTarget } from './dept-form-dialog';
import { buildDeptTree } from './dept-tree';
import { DeptTreeTable } from './dept-tree-table';

type SearchForm = { deptName: string; status: string };
const EMPTY: SearchForm = { deptName: '', status: '' };
const NO_FILTER: DeptSearch = { deptName: undefined };

/**
 * Organizations screen, menu component 'system/dept/index': the tree of agents and customers the caller's data
 * scope covers, search by name and status, expand/collapse, add (child), modify, delete and export by permission.
 */
export default function DeptPage() {
  const { t } = useTranslation('dept');
  const permission = usePermission();
  const anyAction = [PERMISSIONS.dept.add, PERMISSIONS.dept.edit, PERMISSIONS.dept.remove].some((p) => permission.hasPermission(p));

  const searching = useListSearch<SearchForm, DeptSearch>({
    empty: EMPTY,
    parse: parseWith(deptSearch),
    onInvalid: () => notifyError(translateErrorCode(t, 'common.validation') ?? 'common.validation'),
  });
  const { form, setField, search } = searching;
  const expansion = useTreeExpansion<number>(true);
  // A new search starts fully expanded.
  useResetOnChange([search], expansion.expandAll);
  const [formTarget, setFormTarget] = useState<DeptFormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeptRecord | null>(null);

  const list = useDeptList(search);
  // Parent choices come from the whole (unfiltered) tree of the scope.
  const all = useDeptList(NO_FILTER);
  const exporter = useExportDepts();
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const roots = useMemo(() => buildDeptTree(rows), [rows]);
  // the first agent at the top of the caller's tree (a customer is terminal: nothing is added under it, decision 0022)
  const topParent = rows.find((r) => r.deptType === '0' && !rows.some((p) => p.deptId === r.parentId));

  return (
    <Stack gap="4" p="4" data-testid="dept-page">
      <SearchBar label={t('search.label')} testIdPrefix="dept" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="56" label={t('fields.deptName')} testId="dept-search-name" value={form.deptName} maxLength={30} placeholder={t('search.namePlaceholder')} onChange={(v) => setField('deptName', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="dept-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={DEPT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        {topParent && <ToolbarButton kind="add" permission={PERMISSIONS.dept.add} testId="dept-add" label={t('toolbar.add')} onClick={() => setFormTarget({ mode: 'add', parentId: topParent.deptId })} />}
        <ExpandAllButton
          testId="dept-expand-all"
          allExpanded={expansion.allExpanded}
          onExpandAll={expansion.expandAll}
          onCollapseAll={expansion.collapseAll}
          expandLabel={t('toolbar.expandAll')}
          collapseLabel={t('toolbar.collapseAll')}
        />
        <ExportButton permission={PERMISSIONS.dept.export} testId="dept-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="dept-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <DeptTreeTable
        roots={roots}
        expansion={expansion}
        loading={list.isPending}
        failed={list.isError && !list.data}
        anyAction={anyAction}
        onAddChild={(parent) => setFormTarget({ mode: 'add', parentId: parent.deptId })}
        onEdit={(d) => setFormTarget({ mode: 'edit', deptId: d.deptId })}
        onDelete={setDeleting}
      />

      {formTarget && <DeptFormDialog target={formTarget} depts={all.data ?? rows} onClose={() => setFormTarget(null)} />}
      {deleting && <DeptDeleteDialog dept={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
