import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBadgeCheck } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { UserRecord, UserWarningPageQuery } from '@aed/shared/schemas/user';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useResetOnChange } from '../../../components/list/use-reset-on-change';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { errorMessage } from '../../../lib/error-message';
import { useUserWarningPage } from '../api/get-user-warning-page';
import { CertificateBadge } from './certificate-badge';
import { UserCertificateDialog } from './user-certificate-dialog';

const WARNING_STATES = ['expiring', 'overdue'] as const;
type Form = { keyword: string; certificateState: '' | (typeof WARNING_STATES)[number] };
const EMPTY: Form = { keyword: '', certificateState: '' };

/** Certificate warnings tab: users of the organization picked whose certificate is expiring or overdue. */
export function UserWarningList({ deptId }: { deptId: number | undefined }) {
  const { t } = useTranslation('user');
  const paging = useCursorPaging();
  const [form, setForm] = useState<Form>(EMPTY);
  const [applied, setApplied] = useState<Form>(EMPTY);
  const [editing, setEditing] = useState<UserRecord | null>(null);
  useResetOnChange([deptId], paging.reset);
  const query = useMemo<UserWarningPageQuery>(
    () => ({ keyword: applied.keyword.trim() || undefined, certificateState: applied.certificateState || undefined, deptId, limit: paging.limit, cursor: paging.cursor }),
    [applied, deptId, paging.limit, paging.cursor],
  );
  const list = useUserWarningPage(query);
  const rows = list.data?.rows ?? [];
  const apply = (next: Form) => {
    setApplied(next);
    paging.reset();
  };

  return (
    <Stack gap="4" pt="2" data-testid="user-warning-list">
      <SearchBar
        label={t('warnings.searchLabel')}
        testIdPrefix="user-warning"
        onSubmit={() => apply(form)}
        onReset={() => {
          setForm(EMPTY);
          apply(EMPTY);
        }}
        submitLabel={t('search.submit')}
        resetLabel={t('search.reset')}
      >
        <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="user-warning-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setForm((f) => ({ ...f, keyword: v }))} />
        <SearchSelectField
          width="40"
          label={t('fields.certificate')}
          testId="user-warning-search-state"
          value={form.certificateState}
          onChange={(v) => setForm((f) => ({ ...f, certificateState: v as Form['certificateState'] }))}
          allLabel={t('warnings.allStates')}
          options={WARNING_STATES.map((s) => ({ value: s, label: t(`certificate.state.${s}`) }))}
        />
      </SearchBar>

      {list.isError && <ListLoadError testId="user-warning-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ListTable
        testId="user-warning-table"
        size="sm"
        busy={list.isFetching}
        columns={[t('fields.username'), t('fields.nickName'), t('fields.deptName'), t('fields.certificateBegin'), t('fields.certificateEnd'), t('fields.certificate')]}
        actionsHeader={t('fields.actions')}
        rows={rows}
        rowKey={(row) => row.userId}
        rowTestId={(row) => `user-warning-row-${row.username}`}
        loading={list.isPending}
        failed={list.isError}
        emptyText={t('warnings.empty')}
        emptyTestId="user-warning-empty"
        renderCells={(row) => (
          <>
            <Table.Cell>{row.username}</Table.Cell>
            <Table.Cell>{row.nickName}</Table.Cell>
            <Table.Cell>{row.deptName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.certificateBegin}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.certificateEnd}</Table.Cell>
            <Table.Cell>
              <CertificateBadge state={row.certificateState} end={row.certificateEnd} />
            </Table.Cell>
          </>
        )}
        renderActions={(row) => (
          <>
            <RowActionButton
              kind="other"
              icon={<LuBadgeCheck />}
              permission={PERMISSIONS.user.certificate}
              testId={`user-warning-certificate-${row.username}`}
              label={t('toolbar.certificate')}
              onClick={() => setEditing(row)}
            />
          </>
        )}
      />

      <CursorPagination testId="user-warning" paging={paging} list={list} />

      {editing && <UserCertificateDialog user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
