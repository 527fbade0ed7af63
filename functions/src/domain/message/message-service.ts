import type { CursorPage } from '@aed/shared/api/envelope';
import { MESSAGE_LIMITS, messageKindOf, type MarkReadBody, type MarkReadResult, type MessagePageQuery, type MessageRecord, type UnreadCount } from '@aed/shared/schemas/message';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countUnread, countUserMessages, getUserMessages, markMessageRead, pageUserMessages, type MessagePartition } from '../../data/access/user-messages';
import type { UserMessageItem } from '../../data/entities/user-message-entity';
import type { Actor } from '../actor';

/** My messages (docs/decisions/0044): always the caller's own, whatever the request names. */

/** The facts of a message; a message whose facts cannot be read still shows, by its title and content. */
function paramsOf(raw: string): MessageRecord['params'] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

const toRecord = (m: UserMessageItem, params = paramsOf(m.params)): MessageRecord => ({
  messageId: m.messageId,
  msgType: m.msgType,
  kind: messageKindOf(m.msgType, params),
  params,
  title: m.title,
  content: m.content,
  read: m.readFlag === '1',
  createTime: m.createTime,
});

export async function messagePage(actor: Actor, query: MessagePageQuery): Promise<CursorPage<MessageRecord>> {
  const partition: MessagePartition = { userId: actor.userId, ...(query.read ? { readFlag: query.read === 'unread' ? '0' : '1' } : {}) };
  const page = await pageWithTotal(
    query.cursor,
    () => pageUserMessages(partition, query.limit, query.cursor),
    () => countUserMessages(partition),
  );
  return { ...page, rows: page.rows.map((m) => toRecord(m)) };
}

export const unreadCount = (actor: Actor): Promise<UnreadCount> => countUnread(actor.userId, MESSAGE_LIMITS.unreadCap);

/** Several unread messages at a time: each is its own conditional write. */
const MARK_CONCURRENCY = 10;
async function markEach(userId: number, messages: readonly UserMessageItem[]): Promise<number> {
  let marked = 0;
  for (let i = 0; i < messages.length; i += MARK_CONCURRENCY) {
    const done = await Promise.all(messages.slice(i, i + MARK_CONCURRENCY).map((m) => markMessageRead(userId, m)));
    marked += done.filter(Boolean).length;
  }
  return marked;
}

/**
 * Marks messages read: the ones named (another user's id or a missing one is passed over, as if it did not exist), or
 * up to MESSAGE_LIMITS.markAllAtOnce unread ones, newest first; `more` tells the screen to call again.
 */
export async function markRead(actor: Actor, body: MarkReadBody): Promise<MarkReadResult> {
  if ('messageIds' in body) {
    const mine = await getUserMessages(actor.userId, [...new Set(body.messageIds)]);
    return { marked: await markEach(actor.userId, mine.filter((m) => m.readFlag === '0')), more: false };
  }
  const unread = await pageUserMessages({ userId: actor.userId, readFlag: '0' }, MESSAGE_LIMITS.markAllAtOnce);
  return { marked: await markEach(actor.userId, unread.rows), more: unread.next !== undefined };
}
