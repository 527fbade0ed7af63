import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronsDownUp, LuChevronsUpDown, LuDownload, LuPlus } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { deptSearch, type DeptRecord, type DeptSearch } from '@aed/shared/schemas/dept';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useDeptList } from '../api/get-dept-list';
import { useExportDepts } from '../api/export-dept';
import { DeptDeleteDialog } from './dept-delete-dialog';
import { DeptFormDialog, type DeptFormTarget } from './dept-form-dialog';
import { DeptSearchFormView, EMPTY_DEPT_SEARCH, type DeptSearchForm } from './dept-search-form';
import { buildDeptTree } from './dept-tree';
import { DeptTreeTable } from './dept-tree-table';

const NO_FILTER: DeptSearch = { deptName: undefined };

/**
 * Organizations screen, menu component 'system/dept/index': the tree of agents and customers the caller's data
 * scope covers, search by name and status, expand/collapse, add (child), modify, delete and export by permission.
 */
export default function DeptPage() {
  const { t } = useTranslation('dept');
  const permission = usePermission();
  const canAdd = permission.hasPermission(PERMISSIONS.dept.add);
  const canEdit = permission.hasPermission(PERMISSIONS.dept.edit);
  const canRemove = permission.hasPermission(PERMISSIONS.dept.remove);
  const canExport = permission.hasPermission(PERMISSIONS.dept.export);

  const [form, setForm] = useState<DeptSearchForm>(EMPTY_DEPT_SEARCH);
  const [search, setSearch] = useState<DeptSearch>(NO_FILTER);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [formTarget, setFormTarget] = useState<DeptFormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeptRecord | null>(null);

  const list = useDeptList(search);
  // Parent choices come from the whole (unfiltered) tree of the scope.
  const all = useDeptList(NO_FILTER);
  const exporter = useExportDepts();
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const roots = useMemo(() => buildDeptTree(rows), [rows]);
  const expanded = useMemo(() => new Set(rows.map((r) => r.deptId).filter((id) => !collapsed.has(id))), [rows, collapsed]);
  const allExpanded = collapsed.size === 0;

  // A new search starts fully expanded.
  useEffect(() => setCollapsed(new Set()), [search]);

  const applySearch = (values: DeptSearchForm) => {
    const parsed = deptSearch.safeParse(values);
    if (!parsed.success) return notifyError(translateErrorCode(t, 'common.validation') ?? 'common.validation');
    setSearch(parsed.data);
  };
  const toggle = (deptId: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(deptId)) next.delete(deptId);
      else next.add(deptId);
      return next;
    });
  const toggleAll = () => setCollapsed(allExpanded ? new Set(rows.map((r) => r.deptId)) : new Set());
  // the first agent at the top of the caller's tree (a customer is terminal: nothing is added under it, decision 0022)
  const topParent = rows.find((r) => r.deptType === '0' && !rows.some((p) => p.deptId === r.parentId));

  return (
    <Stack gap="4" p="4" data-testid="dept-page">
      <DeptSearchFormView
        value={form}
        onChange={setForm}
        onSubmit={() => applySearch(form)}
        onReset={() => {
          setForm(EMPTY_DEPT_SEARCH);
          applySearch(EMPTY_DEPT_SEARCH);
        }}
      />

      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('toolbar.label')}>
        {canAdd && topParent && (
          <Button variant="subtle" data-testid="dept-add" onClick={() => setFormTarget({ mode: 'add', parentId: topParent.deptId })}>
            <LuPlus /> {t('toolbar.add')}
          </Button>
        )}
        <Button variant="subtle" colorPalette="gray" data-testid="dept-expand-all" onClick={toggleAll}>
          {allExpanded ? <LuChevronsDownUp /> : <LuChevronsUpDown />} {allExpanded ? t('toolbar.collapseAll') : t('toolbar.expandAll')}
        </Button>
        {canExport && (
          <Button
            colorPalette="orange"
            variant="subtle"
            data-testid="dept-export"
            loading={exporter.isPending}
            onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorMessage(t, err)) })}
          >
            <LuDownload /> {t('toolbar.export')}
          </Button>
        )}
      </HStack>

      {list.isError && (
        <Alert.Root status="error" data-testid="dept-load-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(t, list.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('table.retry')}
          </Button>
        </Alert.Root>
      )}

      <DeptTreeTable
        roots={roots}
        expanded={expanded}
        onToggle={toggle}
        loading={list.isPending}
        failed={list.isError && !list.data}
        canAdd={canAdd}
        canEdit={canEdit}
        canRemove={canRemove}
        onAddChild={(parent) => setFormTarget({ mode: 'add', parentId: parent.deptId })}
        onEdit={(d) => setFormTarget({ mode: 'edit', deptId: d.deptId })}
        onDelete={setDeleting}
      />

      {formTarget && <DeptFormDialog target={formTarget} depts={all.data ?? rows} onClose={() => setFormTarget(null)} />}
      {deleting && <DeptDeleteDialog dept={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
