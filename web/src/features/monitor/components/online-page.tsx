import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import type { OnlineUser } from '@aed/shared/schemas/auth';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { onlineListQuery } from '@aed/shared/schemas/monitor';
import { CodeCell, DateTimeCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { RowActionButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchTextField } from '../../../components/list/search-bar';
import { useConfirmAction } from '../../../components/list/use-confirm-action';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyError } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { usePermission } from '../../../lib/permission';
import { useForceLogout } from '../api/force-logout';
import { useOnlineList, type OnlineFilter } from '../api/get-online-list';

type SearchForm = { ipaddr: string; userName: string };
const EMPTY: SearchForm = { ipaddr: '', userName: '' };

/** Online users screen, menu component 'monitor/online/index': live sessions in scope, filters, force logout. */
export default function OnlinePage() {
  const { t } = useTranslation('monitor');
  const canForce = usePermission().hasPermission(PERMISSIONS.online.forceLogout);
  const searching = useListSearch<SearchForm, OnlineFilter>({
    empty: EMPTY,
    parse: parseWith(onlineListQuery),
    onInvalid: () => notifyError(t('common.invalid')),
    // Sessions change all the time: searching again with the same filters fetches a fresh list (not the cached one).
    onApplied: (next) => {
      if (JSON.stringify(next) === JSON.stringify(searching.search)) void list.refetch();
    },
  });
  const { form, setField, search } = searching;
  const list = useOnlineList(search);
  const rows = list.data ?? [];
  const forcer = useConfirmAction({
    mutation: useForceLogout(),
    toVariables: (session: OnlineUser) => session.tokenId,
    successText: (session) => t('online.forced', { userName: session.userName }),
    errorText: (err) => errorMessage(t, err),
  });

  return (
    <Stack gap="4" p="4" data-testid="online-page">
      <SearchBar label={t('common.searchLabel')} testIdPrefix="online" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('common.search')} resetLabel={t('common.reset')}>
        <SearchTextField label={t('online.fields.ipaddr')} testId="online-search-ipaddr" value={form.ipaddr} maxLength={64} onChange={(v) => setField('ipaddr', v)} />
        <SearchTextField label={t('online.fields.userName')} testId="online-search-userName" value={form.userName} maxLength={30} onChange={(v) => setField('userName', v)} />
      </SearchBar>

      {list.isError && <ListLoadError testId="online-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('common.retry')} />}

      <ListTable
        testId="online-table"
        size="sm"
        busy={list.isFetching}
        columns={[
          t('online.fields.tokenId'),
          t('online.fields.userName'),
          t('online.fields.deptName'),
          t('online.fields.ipaddr'),
          t('online.fields.browser'),
          t('online.fields.os'),
          t('online.fields.loginTime'),
        ]}
        actionsHeader={canForce ? t('common.actions') : null}
        rows={rows}
        rowKey={(row) => row.tokenId}
        rowTestId={(row) => `online-row-${row.userName}`}
        loading={list.isPending}
        loadingText={t('common.loading')}
        failed={list.isError}
        emptyText={t('online.empty')}
        emptyTestId="online-empty"
        renderCells={(row) => (
          <>
            <CodeCell text={row.tokenId.slice(0, 8)} title={row.tokenId} />
            <Table.Cell>{row.userName}</Table.Cell>
            <Table.Cell>{row.deptName}</Table.Cell>
            <Table.Cell>{row.ipaddr}</Table.Cell>
            <Table.Cell>{row.browser}</Table.Cell>
            <Table.Cell>{row.os}</Table.Cell>
            <DateTimeCell value={row.loginTime} />
          </>
        )}
        renderActions={(row) => (
          <RowActionButton
            kind="delete"
            icon={<LuLogOut />}
            permission={PERMISSIONS.online.forceLogout}
            testId={`online-row-force-${row.userName}`}
            label={t('online.forceLogout')}
            onClick={() => forcer.ask(row)}
          />
        )}
      />
      <Text fontSize="sm" color="fg.muted" textAlign="right" data-testid="online-total">
        {t('common.total', { total: rows.length })}
      </Text>

      {forcer.target && (
        <ConfirmDialog
          {...forcer.dialog}
          tone="warning"
          title={t('online.forceLogout')}
          message={t('online.forceConfirm', { userName: forcer.target.userName })}
          confirmLabel={t('online.forceLogout')}
          cancelLabel={t('common.cancel')}
          testId="online-force-dialog"
          actionTestIdPrefix="online-force"
        />
      )}
    </Stack>
  );
}
