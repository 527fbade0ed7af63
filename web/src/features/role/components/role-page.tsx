import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@aed/shared/constants/limits';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { ROLE_STATUSES, roleSearch, type RolePageQuery, type RoleRecord, type RoleSearch } from '@aed/shared/schemas/role';
import { ListLoadError } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useChangeRoleStatus } from '../api/change-role-status';
import { useDeleteRoles } from '../api/delete-role';
import { useExportRoles } from '../api/export-role';
import { useRolePage } from '../api/get-role-page';
import { DataScopeDialog } from './data-scope-dialog';
import { RoleFormDialog, type RoleFormTarget } from './role-form-dialog';
import { RoleTable } from './role-table';

type SearchForm = { roleName: string; roleKey: string; status: string; beginTime: string; endTime: string };
const EMPTY_SEARCH: SearchForm = { roleName: '', roleKey: '', status: '', beginTime: '', endTime: '' };

/**
 * Roles screen, menu component 'system/role/index': search, paged list with status switch, add / modify with the
 * menu tree, data scope, delete and export, each action shown only with its permission.
 */
export default function RolePage() {
  const { t } = useTranslation('role');
  const p = usePermission();
  const canEdit = p.hasPermission(PERMISSIONS.role.edit);
  const canRemove = p.hasPermission(PERMISSIONS.role.remove);

  const paging = useCursorPaging({ pageSize: LIMITS.pageSizes[0] });
  const searching = useListSearch<SearchForm, RoleSearch>({
    empty: EMPTY_SEARCH,
    parse: parseWith(roleSearch),
    onInvalid: () => notifyError(t('validation.invalid')),
    fieldErrors: searchFieldErrors(t, roleSearch),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setForm, setField, search } = searching;
  const [formTarget, setFormTarget] = useState<RoleFormTarget | null>(null);
  const [scopeRole, setScopeRole] = useState<RoleRecord | null>(null);

  const query = useMemo<RolePageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useRolePage(query);
  const exporter = useExportRoles();
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: RoleRecord) => r.roleId);
  const remover = useConfirmAction({
    mutation: useDeleteRoles(),
    toVariables: (roles: readonly RoleRecord[]) => roles.map((r) => r.roleId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  // as for users and jobs: a status change names the role and waits for a confirmation (disabling logs its users out)
  const statusChanger = useConfirmAction({
    mutation: useChangeRoleStatus(),
    toVariables: (row: RoleRecord) => ({ roleId: row.roleId, status: row.status === '0' ? ('1' as const) : ('0' as const) }),
    successText: (row) => t(row.status === '0' ? 'toast.disabled' : 'toast.enabled'),
    errorText: (err) => errorMessage(t, err),
  });
  const selectedIds = selection.selectedKeys;
  // roles of organizations outside the caller's reach (and built-in ones) are shown, not changed (decision 0025)
  const lockedSelected = selection.selectedRows.some((r) => !r.manageable);

  return (
    <Stack gap="4" p="4" data-testid="role-page">
      <SearchBar label={t('search.label')} testIdPrefix="role" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="48" label={t('fields.roleName')} testId="role-search-name" value={form.roleName} maxLength={30} onChange={(v) => setField('roleName', v)} />
        <SearchTextField width="48" label={t('fields.roleKey')} testId="role-search-key" value={form.roleKey} maxLength={100} onChange={(v) => setField('roleKey', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="role-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={ROLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <DateRangeField
          label={t('search.createdBetween')}
          beginLabel={t('search.beginTime')}
          endLabel={t('search.endTime')}
          testId="role-search-time"
          begin={form.beginTime}
          end={form.endTime}
          error={searching.errors.endTime}
          onChange={(r) => setForm((f) => ({ ...f, ...r }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.role.add} testId="role-add" label={t('toolbar.add')} onClick={() => setFormTarget({ mode: 'add' })} />
        <ToolbarButton
          kind="edit"
          permission={PERMISSIONS.role.edit}
          testId="role-edit"
         
          disabled={selectedIds.length !== 1 || lockedSelected}
          title={lockedSelected ? t('table.notManageable') : undefined}
          onClick={() => setFormTarget({ mode: 'edit', roleId: selectedIds[0] })}
        />
        <ToolbarButton
          kind="delete"
          permission={PERMISSIONS.role.remove}
          testId="role-delete"
          label={t('toolbar.delete')}
          disabled={selectedIds.length === 0 || lockedSelected}
          title={lockedSelected ? t('table.notManageable') : undefined}
          onClick={() => remover.ask(selection.selectedRows)}
        />
        <ExportButton permission={PERMISSIONS.role.export} testId="role-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="role-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <RoleTable
        rows={rows}
        loading={list.isPending}
        failed={list.isError && !list.data}
        selection={selection}
        canEdit={canEdit}
        canRemove={canRemove}
        onEdit={(row) => setFormTarget({ mode: 'edit', roleId: row.roleId })}
        onScope={setScopeRole}
        onDelete={(row) => remover.ask([row])}
        onStatus={(row) => statusChanger.ask(row)}
      />

      <CursorPagination testId="role" paging={paging} list={list} onPageChange={selection.clear} />

      {formTarget && <RoleFormDialog target={formTarget} onClose={() => setFormTarget(null)} />}
      {scopeRole && <DataScopeDialog role={scopeRole} onClose={() => setScopeRole(null)} />}
      <ConfirmDialog
        {...statusChanger.dialog}
        tone="warning"
        title={t('statusChange.title')}
        message={
          statusChanger.target
            ? t(statusChanger.target.status === '0' ? 'statusChange.disable' : 'statusChange.enable', { name: statusChanger.target.roleName, code: statusChanger.target.roleKey })
            : ''
        }
        confirmLabel={t('statusChange.confirm')}
        cancelLabel={t('statusChange.cancel')}
        testId="role-status-dialog"
        actionTestIdPrefix="role-status-change"
      />
      {remover.target && (
        <ConfirmDialog
          {...remover.dialog}
          tone="danger"
          title={t('delete.title')}
          // the role named, or how many are selected
          message={
            remover.target.length === 1
              ? t('delete.messageOne', { name: remover.target[0].roleName, code: remover.target[0].roleKey })
              : t('delete.messageMany', { count: remover.target.length })
          }
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          testId="role-delete-dialog"
          actionTestIdPrefix="role-delete"
        />
      )}
    </Stack>
  );
}
