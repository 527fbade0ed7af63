import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBadgeCheck } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { userWarningPageQuery, type UserRecord, type UserWarningPageQuery } from '@aed/shared/schemas/user';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { errorMessage } from '../../../lib/error-message';
import { useUserWarningPage } from '../api/get-user-warning-page';
import { CertificateBadge } from './certificate-badge';
import { UserCertificateDialog } from './user-certificate-dialog';

const WARNING_STATES = ['expiring', 'overdue'] as const;
type Form = { keyword: string; certificateState: string };
const EMPTY: Form = { keyword: '', certificateState: '' };
type WarningSearch = Pick<UserWarningPageQuery, 'keyword' | 'certificateState'>;
/** Its search params are named `warning.*`: the users tab beside it keeps its own. */
const WARNING_URL = { prefix: 'warning.' };

const toWarningSearch = (form: Form): WarningSearch | undefined => {
  const parsed = userWarningPageQuery.safeParse(form);
  return parsed.success ? { keyword: parsed.data.keyword, certificateState: parsed.data.certificateState } : undefined;
};

/** Certificate warnings tab: users of the organization picked whose certificate is expiring or overdue. */
export function UserWarningList({ deptId }: { deptId: number | undefined }) {
  const { t } = useTranslation('user');
  // another organization picked in the tree: back to its first page
  const paging = useCursorPaging({ url: WARNING_URL, scope: deptId });
  const searching = useListSearch<Form, WarningSearch>({
    empty: EMPTY,
    parse: toWarningSearch,
    onInvalid: () => undefined /* a keyword and a choice: always valid */,
    onApplied: paging.reset,
    url: WARNING_URL,
  });
  const { form, setField, search } = searching;
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const query = useMemo<UserWarningPageQuery>(() => ({ ...search, deptId, limit: paging.limit, cursor: paging.cursor }), [search, deptId, paging.limit, paging.cursor]);
  const list = useUserWarningPage(query);
  const rows = list.data?.rows ?? [];

  return (
    <Stack gap="4" pt="2" data-testid="user-warning-list">
      <SearchBar
        label={t('warnings.searchLabel')}
        testIdPrefix="user-warning"
        onSubmit={searching.submit}
        onReset={searching.reset}
        submitLabel={t('search.submit')}
        resetLabel={t('search.reset')}
      >
        <SearchTextField width="56" label={t('search.keyword')} placeholder={t('search.keywordHint')} testId="user-warning-search-keyword" value={form.keyword} maxLength={64} onChange={(v) => setField('keyword', v)} />
        <SearchSelectField
          width="40"
          label={t('fields.certificate')}
          testId="user-warning-search-state"
          value={form.certificateState}
          onChange={(v) => setField('certificateState', v)}
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
