import { useMemo, useState } from 'react';
import { Stack, Switch, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuBadgeCheck, LuKeyRound } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { USER_STATUSES, userSearch, type UserPageQuery, type UserRecord, type UserSearch } from '@aed/shared/schemas/user';
import { DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ExportButton, ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { searchFieldErrors, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { userInfoQueryOptions } from '../../../lib/session';
import { useChangeUserStatus } from '../api/change-user-status';
import { useDeleteUsers } from '../api/delete-users';
import { useExportUsers } from '../api/export-users';
import { useUserPage } from '../api/get-user-page';
import { CertificateBadge } from './certificate-badge';
import { UserCertificateDialog } from './user-certificate-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UserImportDialog } from './user-import-dialog';
import { UserResetPasswordDialog } from './user-reset-password-dialog';
import { EMPTY_USER_SEARCH, toUserSearch, type UserSearchForm } from './user-search-state';

type Dialog = { kind: 'form'; user?: UserRecord } | { kind: 'password'; user: UserRecord } | { kind: 'certificate'; user: UserRecord } | { kind: 'import' } | null;

/** The users tab: search, toolbar, cursor-paged table with status switches and row actions, and their dialogs. */
export function UserList({ deptId }: { deptId: number | undefined }) {
  const { t } = useTranslation('user');
  const { hasPermission } = usePermission();
  // another organization picked in the tree: back to its first page
  const paging = useCursorPaging({ scope: deptId });
  const [dialog, setDialog] = useState<Dialog>(null);
  const searching = useListSearch<UserSearchForm, UserSearch>({
    empty: EMPTY_USER_SEARCH,
    parse: toUserSearch,
    onInvalid: () => notifyError(t('validation.invalidSearch')),
    fieldErrors: searchFieldErrors(t, userSearch),
    onApplied: () => {
      paging.reset();
      selection.clear();
    },
  });
  const { form, setForm, setField } = searching;
  const search = useMemo<UserSearch>(() => ({ ...searching.search, deptId }), [searching.search, deptId]);
  const query = useMemo<UserPageQuery>(() => ({ ...search, limit: paging.limit, cursor: paging.cursor }), [search, paging.limit, paging.cursor]);
  const list = useUserPage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (r: UserRecord) => r.userId);
  const exporter = useExportUsers();
  const remover = useConfirmAction({
    mutation: useDeleteUsers(),
    toVariables: (users: readonly UserRecord[]) => users.map((u) => u.userId),
    successText: () => t('toast.deleted'),
    errorText: (err) => errorMessage(t, err),
    onSuccess: () => selection.clear(),
  });
  const statusChanger = useConfirmAction({
    mutation: useChangeUserStatus(),
    toVariables: (user: UserRecord) => ({ userId: user.userId, status: user.status === '0' ? ('1' as const) : ('0' as const) }),
    successText: (user) => (user.status === '0' ? t('toast.disabled') : t('toast.enabled')),
    errorText: (err) => errorMessage(t, err),
  });
  const canEdit = hasPermission(PERMISSIONS.user.edit);
  // the server refuses to delete or disable the caller's own account: its row offers neither (read from the cache, never fetched)
  const myUserId = useQuery({ ...userInfoQueryOptions(), enabled: false }).data?.user?.userId;
  const isSelf = (row: UserRecord) => myUserId !== undefined && row.userId === myUserId;

  return (
    <Stack gap="4" pt="2" data-testid="user-list">
      <SearchBar label={t('search.label')} testIdPrefix="user" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="user-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setField('keyword', v)} />
        <SearchSelectField
          label={t('fields.status')}
          testId="user-search-status"
          value={form.status}
          onChange={(v) => setField('status', v)}
          allLabel={t('search.all')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <DateRangeField
          label={t('search.createTime')}
          beginLabel={t('search.beginTime')}
          endLabel={t('search.endTime')}
          testId="user-search-time"
          begin={form.beginTime}
          end={form.endTime}
          error={searching.errors.endTime}
          onChange={(r) => setForm((f) => ({ ...f, ...r }))}
        />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="add" permission={PERMISSIONS.user.add} testId="user-add" label={t('toolbar.add')} onClick={() => setDialog({ kind: 'form' })} />
        <ToolbarButton kind="import" permission={PERMISSIONS.user.import} testId="user-import" label={t('toolbar.import')} onClick={() => setDialog({ kind: 'import' })} />
        <ExportButton permission={PERMISSIONS.user.export} testId="user-export" label={t('toolbar.export')} exporter={exporter} search={search} errorText={(err) => errorMessage(t, err)} />
        <ToolbarButton
          kind="delete"
          permission={PERMISSIONS.user.remove}
          testId="user-delete"
          label={t('toolbar.deleteSelected')}
          disabled={selection.selectedRows.length === 0}
          onClick={() => remover.ask(selection.selectedRows)}
        />
      </ListToolbar>

      {list.isError && <ListLoadError testId="user-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ListTable
        testId="user-table"
        size="sm"
        busy={list.isFetching}
        columns={[t('fields.username'), t('fields.nickName'), t('fields.deptName'), t('fields.phonenumber'), t('fields.status'), t('fields.certificate'), t('fields.createTime')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.userId}
        rowTestId={(row) => `user-row-${row.username}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={t('table.empty')}
        emptyTestId="user-empty"
        selection={{
          selection,
          keyOf: (row) => row.userId,
          selectAllLabel: t('table.selectAll'),
          selectRowLabel: (row) => t('table.selectRow', { name: row.username }),
          rowCheckTestId: (row) => `user-check-${row.username}`,
        }}
        renderCells={(row) => (
          <>
            <Table.Cell>{row.username}</Table.Cell>
            <Table.Cell>{row.nickName}</Table.Cell>
            <Table.Cell>{row.deptName}</Table.Cell>
            <Table.Cell>{row.phonenumber}</Table.Cell>
            <Table.Cell>
              <Switch.Root
                size="sm"
                colorPalette="green"
                checked={row.status === '0'}
                disabled={!canEdit || row.isSuperAdmin || isSelf(row)}
                title={isSelf(row) ? t('table.ownAccount') : undefined}
                onCheckedChange={() => statusChanger.ask(row)}
                data-testid={`user-status-${row.username}`}
              >
                <Switch.HiddenInput aria-label={t('table.statusSwitch', { name: row.username })} />
                <Switch.Control />
                <Switch.Label fontSize="xs">{t(`status.${row.status}`)}</Switch.Label>
              </Switch.Root>
            </Table.Cell>
            <Table.Cell>
              <CertificateBadge state={row.certificateState} end={row.certificateEnd} testId={`user-certificate-state-${row.username}`} />
            </Table.Cell>
            <DateTimeCell value={row.createTime} />
          </>
        )}
        renderActions={(row) =>
          !row.isSuperAdmin && (
            <>
              <RowActionButton kind="edit" permission={PERMISSIONS.user.edit} testId={`user-row-edit-${row.username}`} onClick={() => setDialog({ kind: 'form', user: row })} />
              {!isSelf(row) && (
                <RowActionButton kind="delete" permission={PERMISSIONS.user.remove} testId={`user-row-delete-${row.username}`} label={t('toolbar.delete')} onClick={() => remover.ask([row])} />
              )}
              <RowActionButton
                kind="other"
                icon={<LuKeyRound />}
                permission={PERMISSIONS.user.resetPwd}
                testId={`user-row-password-${row.username}`}
                label={t('toolbar.resetPwd')}
                onClick={() => setDialog({ kind: 'password', user: row })}
              />
              <RowActionButton
                kind="other"
                icon={<LuBadgeCheck />}
                permission={PERMISSIONS.user.certificate}
                testId={`user-row-certificate-${row.username}`}
                label={t('toolbar.certificate')}
                onClick={() => setDialog({ kind: 'certificate', user: row })}
              />
            </>
          )
        }
      />

      <CursorPagination testId="user" paging={paging} list={list} onPageChange={() => selection.clear()} />

      {dialog?.kind === 'form' && <UserFormDialog userId={dialog.user?.userId} defaultDeptId={deptId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <UserResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'certificate' && <UserCertificateDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <UserImportDialog onClose={() => setDialog(null)} />}
      <ConfirmDialog
        {...remover.dialog}
        tone="danger"
        title={t('delete.title')}
        message={
          remover.target?.length === 1
            ? t('delete.messageOne', { name: remover.target[0].nickName, account: remover.target[0].username })
            : t('delete.messageMany', { count: remover.target?.length ?? 0 })
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        testId="user-delete-dialog"
        actionTestIdPrefix="user-delete"
      />
      <ConfirmDialog
        {...statusChanger.dialog}
        tone="warning"
        title={t('statusChange.title')}
        message={
          statusChanger.target?.status === '0'
            ? t('statusChange.disable', { name: statusChanger.target.nickName, account: statusChanger.target.username })
            : t('statusChange.enable', { name: statusChanger.target?.nickName ?? '', account: statusChanger.target?.username ?? '' })
        }
        confirmLabel={t('statusChange.confirm')}
        cancelLabel={t('statusChange.cancel')}
        testId="user-status-dialog"
        actionTestIdPrefix="user-status-change"
      />
    </Stack>
  );
}
