import { useMemo, useState } from 'react';
import { HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
// Icons no other screen uses: an icon shared with a chunk the layout may load becomes a chunk of its own (decision 0037).
import { LuMailWarning, LuMails, LuSend, LuUserPen } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MAIL_KINDS, MAIL_RESEND_MAX, MAIL_STATES, mailSearch, type MailPageQuery, type MailRecordView, type MailSearch } from '@aed/shared/schemas/mail-record';
import { TwoLineCell } from '../../../components/list/cells';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { useRowSelection } from '../../../components/list/use-row-selection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError, notifyInfo } from '../../../components/ui/toaster';
import { OrgTreeLayout, OrgTreePanel } from '../../../components/tree/org-tree-panel';
import { useTreeOrg } from '../../../components/tree/use-tree-org';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useMailPage } from '../api/get-mail-page';
import { useResendMails } from '../api/resend-mails';
import { MailStateBadge, ResendStatusText } from './mail-labels';
import { SenderDialog } from './sender-dialog';

type SearchForm = { state: string; kind: string; keyword: string };
const EMPTY: SearchForm = { state: '', kind: '', keyword: '' };
const parse = parseWith(mailSearch);
const resendable = (m: MailRecordView) => m.resendable;

/**
 * Email management (menu component 'system/mail/index', decision 0054): every mail sent for the organizations in scope
 * (title, kind, recipients, created, state, the failure in the words of the mail test, attempts), a tab of the failed
 * ones; failed mails are resent, selected (a confirmation, then each mail's outcome in its row as its chunk answers),
 * or one after its sender or recipients were changed. A password mail shows it was sent and is never resent.
 */
export default function MailListPage() {
  const { t } = useTranslation('mail');
  const { hasPermission } = usePermission();
  const canResend = hasPermission(PERMISSIONS.mail.resend);
  const canChangeSender = hasPermission(PERMISSIONS.mail.sender) && canResend;
  const tree = useDeptTreeSelect();
  const { deptId, select: setDeptId } = useTreeOrg(tree);
  const paging = useCursorPaging({ scope: deptId });
  const searching = useListSearch<SearchForm, MailSearch>({ empty: EMPTY, parse, onInvalid: () => notifyError(t('search.invalid')), onApplied: () => paging.reset() });
  const { form, setField } = searching;
  const tab = searching.search.state === 'failed' ? 'failed' : 'all';
  const query = useMemo<MailPageQuery>(() => ({ ...searching.search, deptId, limit: paging.limit, cursor: paging.cursor }), [searching.search, deptId, paging.limit, paging.cursor]);
  const list = useMailPage(query);
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, (m: MailRecordView) => m.mailId);
  const toResend = selection.selectedRows.filter(resendable).map((m) => m.mailId);
  const resender = useResendMails();
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState<MailRecordView | null>(null);

  const runResend = async (mailIds: number[]) => {
    const done = await resender.resend(mailIds);
    const sent = done.filter((d) => d.outcome === 'sent').length;
    notifyInfo(t('resend.summary', { sent, count: done.length }));
  };
  const when = (at: string) => (at ? formatDateTime(at) : '');
  const senderText = (m: MailRecordView) => (m.transport === 'ses' ? t('table.platform') : m.serverDeptName || t('table.orgServer'));

  return (
    <OrgTreeLayout testId="mail-page" panel={<OrgTreePanel tree={tree} selected={deptId} onSelect={setDeptId} ns="mail" testIdPrefix="mail" />}>
      <Stack gap="4">
        <Tabs.Root value={tab} onValueChange={(e) => searching.apply({ ...form, state: e.value === 'failed' ? 'failed' : '' })}>
          <Tabs.List>
            <Tabs.Trigger value="all" data-testid="mail-tab-all">
              <LuMails />
              {t('tabs.all')}
            </Tabs.Trigger>
            <Tabs.Trigger value="failed" data-testid="mail-tab-failed">
              <LuMailWarning />
              {t('tabs.failed')}
            </Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>

        <SearchBar label={t('search.label')} testIdPrefix="mail" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
          {tab === 'all' && (
            <SearchSelectField label={t('search.state')} testId="mail-search-state" value={form.state} onChange={(v) => setField('state', v)} allLabel={t('search.all')} options={MAIL_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} />
          )}
          <SearchSelectField label={t('search.kind')} testId="mail-search-kind" value={form.kind} onChange={(v) => setField('kind', v)} allLabel={t('search.all')} options={MAIL_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          <SearchTextField label={t('search.keyword')} placeholder={t('search.keywordPlaceholder')} testId="mail-search-keyword" value={form.keyword} maxLength={50} onChange={(v) => setField('keyword', v)} />
        </SearchBar>

        {canResend && (
          <ListToolbar label={t('toolbar.label')}>
            <ToolbarButton
              kind="other"
              icon={<LuSend />}
              testId="mail-resend"
              label={t('toolbar.resend', { count: toResend.length })}
              disabled={toResend.length === 0 || toResend.length > MAIL_RESEND_MAX || resender.running}
              loading={resender.running}
              title={toResend.length > MAIL_RESEND_MAX ? t('toolbar.tooMany', { max: MAIL_RESEND_MAX }) : undefined}
              onClick={() => setConfirming(true)}
            />
          </ListToolbar>
        )}

        {list.isError && <ListLoadError testId="mail-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

        <ListTable
          testId="mail-table"
          size="sm"
          busy={list.isFetching}
          columns={[t('table.title'), t('table.kind'), t('table.recipients'), t('table.created'), t('table.state'), t('table.failure'), t('table.attempts'), t('table.sender')]}
          actionsHeader={t('table.resend')}
          rows={rows}
          rowKey={(row) => row.mailId}
          rowTestId={(row) => `mail-row-${row.mailId}`}
          loading={list.isPending}
          failed={list.isError}
          emptyText={t('table.empty')}
          emptyTestId="mail-empty"
          {...(canResend
            ? {
                selection: {
                  selection,
                  keyOf: (row: MailRecordView) => row.mailId,
                  selectAllLabel: t('table.selectAll'),
                  selectRowLabel: (row: MailRecordView) => t('table.selectRow', { title: row.subject }),
                  rowCheckTestId: (row: MailRecordView) => `mail-check-${row.mailId}`,
                },
              }
            : {})}
          renderCells={(row) => (
            <>
              <TwoLineCell main={row.subject} sub={row.deptName} />
              <Table.Cell>{t(`kind.${row.kind}`)}</Table.Cell>
              {/* long addresses break anywhere: the actions column stays in view at 1440 px */}
              <Table.Cell maxW="60" overflowWrap="anywhere">
                {row.to.join(', ')}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{when(row.createTime)}</Table.Cell>
              <Table.Cell>
                <MailStateBadge state={row.state} testId={`mail-state-${row.mailId}`} />
              </Table.Cell>
              <Table.Cell title={row.failureDetail || undefined} data-testid={`mail-failure-${row.mailId}`}>
                {row.failure ? t(`failure.${row.failure}`) : '—'}
                {!row.bodyKept && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('table.noBody')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.attempts}</Table.Cell>
              <TwoLineCell main={senderText(row)} sub={[row.fromAddress, row.senderBy ? t('table.changedBy', { by: row.senderBy, at: when(row.senderTime) }) : ''].filter(Boolean).join(' · ')} />
            </>
          )}
          // pinned to the right edge: the list is wider than the frame at 1440 px and Change sender was off it (walk 18)
          renderActions={(row) => (
            <HStack gap="1">
              {resender.statuses.get(row.mailId) && <ResendStatusText status={resender.statuses.get(row.mailId)!} testId={`mail-result-${row.mailId}`} />}
              {canChangeSender && row.state === 'failed' && row.bodyKept && (
                <RowActionButton kind="other" icon={<LuUserPen />} testId={`mail-sender-${row.mailId}`} label={t('actions.sender')} disabled={resender.running} onClick={() => setChanging(row)} />
              )}
            </HStack>
          )}
        />

        <CursorPagination testId="mail" paging={paging} list={list} onPageChange={() => selection.clear()} />
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={t('resend.title')}
        message={t('resend.confirm', { count: toResend.length })}
        confirmLabel={t('resend.submit')}
        cancelLabel={t('actions.cancel')}
        testId="mail-resend-dialog"
        actionTestIdPrefix="mail-resend-dialog"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          selection.clear();
          void runResend(toResend);
        }}
      />
      {changing && (
        <SenderDialog
          mail={changing}
          onClose={() => setChanging(null)}
          onSaved={(saved) => {
            setChanging(null);
            void runResend([saved.mailId]);
          }}
        />
      )}
    </OrgTreeLayout>
  );
}
