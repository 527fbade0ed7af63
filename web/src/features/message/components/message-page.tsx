import { useMemo } from 'react';
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuCheckCheck, LuExternalLink, LuMailOpen } from 'react-icons/lu';
import { MESSAGE_READ_FILTERS, messagePageQuery, type MessageReadFilter, type MessageRecord } from '@aed/shared/schemas/message';
import { ListLoadError, ListTable } from '../../../components/list/list-table';
import { ListToolbar, RowActionButton, ToolbarButton } from '../../../components/list/list-toolbar';
import { SearchBar, SearchSelectField } from '../../../components/list/search-bar';
import { useCursorPaging } from '../../../components/list/use-cursor-paging';
import { parseWith, useListSearch } from '../../../components/list/use-list-search';
import { CursorPagination } from '../../../components/ui/cursor-pagination';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { usePermission } from '../../../lib/permission';
import { useMessages } from '../api/get-messages';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { messageLink, messageText } from './message-text';

interface SearchForm {
  read: string;
}
const EMPTY: SearchForm = { read: '' };
const readSearch = messagePageQuery.pick({ read: true });
const KIND_PALETTE: Record<MessageRecord['kind'], string> = { alarm: 'red', install: 'blue', maintenance: 'orange', training: 'purple', other: 'gray', lease: 'teal' };

/**
 * My messages (docs/decisions/0044): the caller's messages, newest first, all or unread or read; each in the reader's
 * language, marked read one by one, on opening what it is about, or all at once.
 */
export function MessagePage() {
  const { t } = useTranslation('message');
  const router = useRouter();
  const permissions = usePermission();
  const paging = useCursorPaging();
  const searching = useListSearch<SearchForm, { read?: MessageReadFilter }>({
    empty: EMPTY,
    parse: parseWith(readSearch),
    onInvalid: () => notifyError(t('search.invalid')),
    onApplied: paging.reset,
  });
  const { form, setField } = searching;
  const query = useMemo(() => ({ ...searching.search, limit: paging.limit, cursor: paging.cursor }), [searching.search, paging.limit, paging.cursor]);
  const list = useMessages(query);
  const rows = list.data?.rows ?? [];
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const read = (m: MessageRecord) => markRead.mutate([m.messageId], { onError: (err) => notifyError(errorMessage(t, err)) });
  const open = (m: MessageRecord, link: NonNullable<ReturnType<typeof messageLink>>) => {
    if (!m.read) read(m);
    void router.navigate({ to: link.to, search: link.search ?? {} });
  };
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: (r) => notifySuccess(t('toast.allRead', { count: r.marked })),
      onError: (err) => notifyError(errorMessage(t, err)),
    });

  return (
    <Stack gap="4" p="4" data-testid="message-page">
      <SearchBar label={t('search.label')} testIdPrefix="message" onSubmit={searching.submit} onReset={searching.reset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
        <SearchSelectField label={t('fields.status')} testId="message-search-read" value={form.read} onChange={(v) => setField('read', v)} allLabel={t('search.all')} options={MESSAGE_READ_FILTERS.map((r) => ({ value: r, label: t(`status.${r}`) }))} />
      </SearchBar>

      <ListToolbar label={t('toolbar.label')}>
        <ToolbarButton kind="other" icon={<LuCheckCheck />} label={t('toolbar.allRead')} testId="message-all-read" loading={markAll.isPending} onClick={readAll} />
      </ListToolbar>

      {list.isError && <ListLoadError testId="message-load-error" message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} retryLabel={t('table.retry')} />}

      <ListTable
        testId="message-table"
        size="sm"
        busy={list.isFetching}
        refreshing={list.isPlaceholderData}
        columns={[t('fields.status'), t('fields.kind'), t('fields.message'), t('fields.time')]}
        actionsHeader={t('table.actions')}
        rows={rows}
        rowKey={(m) => m.messageId}
        rowTestId={(m) => `message-row-${m.messageId}`}
        loading={list.isPending}
        loadingText={t('table.loading')}
        failed={list.isError}
        emptyText={searching.search.read === 'unread' ? t('table.emptyUnread') : t('table.empty')}
        emptyTestId="message-empty"
        renderCells={(m) => {
          const text = messageText(t, m);
          return (
            <>
              <Table.Cell>
                <Badge size="sm" variant={m.read ? 'outline' : 'solid'} colorPalette={m.read ? 'gray' : 'red'} data-testid={`message-status-${m.messageId}`}>
                  {t(m.read ? 'status.read' : 'status.unread')}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Badge size="sm" variant="subtle" colorPalette={KIND_PALETTE[m.kind]}>
                  {t(`kind.${m.kind}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell maxW="xl">
                <Text fontWeight={m.read ? 'normal' : 'semibold'} data-testid={`message-title-${m.messageId}`}>
                  {text.title}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid={`message-content-${m.messageId}`}>
                  {text.content}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(m.createTime)}</Table.Cell>
            </>
          );
        }}
        renderActions={(m) => {
          const link = messageLink(m, permissions);
          return (
            <>
              {link && <RowActionButton kind="other" icon={<LuExternalLink />} label={t('table.open')} testId={`message-open-${m.messageId}`} onClick={() => open(m, link)} />}
              {!m.read && <RowActionButton kind="other" icon={<LuMailOpen />} label={t('table.markRead')} testId={`message-read-${m.messageId}`} loading={markRead.isPending && markRead.variables?.[0] === m.messageId} onClick={() => read(m)} />}
            </>
          );
        }}
        actionsTestId={(m) => `message-actions-${m.messageId}`}
      />
      <CursorPagination testId="message" paging={paging} list={list} />
    </Stack>
  );
}
