import { MESSAGE_ERRORS } from '@aed/shared/errors/message-errors';
import { errorRef } from '../../lib/app-error';
import { UserMessageEntity, type UserMessageItem } from '../entities/user-message-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { countUpTo, partitionedList, queryRunner } from './cursor-walk';
import { isConditionalFailure } from './ids';

/**
 * The messages of one user (docs/decisions/0044). Every read and write names the user, taken by the caller from the
 * verified token: a message of another user is not in any key range read here, and a write to one is refused by its
 * condition on the owner.
 */

/** Creates a message unless one with the same id exists (idempotent re-runs); true when written. */
export async function createUserMessageOnce(item: UserMessageItem): Promise<boolean> {
  try {
    await UserMessageEntity.create(item).go();
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
}

/** The newest messages of a user (jobs and tests). */
export async function listUserMessages(userId: number, limit = 20): Promise<UserMessageItem[]> {
  const { data } = await UserMessageEntity.query.byUser({ userId }).go({ order: 'desc', limit });
  return data;
}

/** Which of a user's messages a list reads: all of them, or the unread ('0') or read ('1') ones. */
export interface MessagePartition {
  userId: number;
  readFlag?: '0' | '1';
}

const messageQuery = (p: MessagePartition) =>
  p.readFlag ? UserMessageEntity.query.byUserRead({ userId: p.userId, readFlag: p.readFlag }) : UserMessageEntity.query.byUser({ userId: p.userId });

const messageList = partitionedList((p: MessagePartition) => messageQuery(p), errorRef(MESSAGE_ERRORS, 'message.badCursor'), { order: 'desc' });

/** One cursor page of a user's messages, newest first. */
export const pageUserMessages = (p: MessagePartition, limit: number, cursor?: string) => messageList.page([p], undefined, limit, cursor);

/** The total of a user's messages (capped, decision 0030). */
export const countUserMessages = (p: MessagePartition) => messageList.count([p], undefined);

/** How many messages of a user are unread, reading at most `cap` + 1 index entries. */
export async function countUnread(userId: number, cap: number): Promise<{ count: number; capped: boolean }> {
  // the key range holds unread messages only: every entry read matches, so the count is exact up to the cap
  const total = await countUpTo(queryRunner(() => messageQuery({ userId, readFlag: '0' })), [null], cap);
  return { count: total.total ?? cap, capped: total.capped === true };
}

/**
 * Marks one message of `userId` read: only if it is that user's and unread (a message of another user, a missing
 * one or one read already changes nothing); true when it changed.
 */
export async function markMessageRead(userId: number, message: Pick<UserMessageItem, 'messageId' | 'createTime'>): Promise<boolean> {
  try {
    await UserMessageEntity.patch({ messageId: message.messageId })
      .set({ readFlag: '1' })
      .composite({ userId, createTime: message.createTime })
      .where((attr, op) => `${op.eq(attr.userId, userId)} AND ${op.eq(attr.readFlag, '0')}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
}

/** Messages by id, only those of `userId` (the others answer as missing). */
export async function getUserMessages(userId: number, messageIds: readonly string[]): Promise<UserMessageItem[]> {
  if (messageIds.length === 0) return [];
  const { data } = await UserMessageEntity.get(messageIds.map((messageId) => ({ messageId }))).go();
  return data.filter((m) => m.userId === userId);
}

const INDEX_MIGRATION = { scope: 'migration', value: 'userMessage-byUserRead' };

/**
 * Messages written before the read-status index (gsi2) get its keys, once: the seed runs this on every start; after
 * the first run a marker makes it one read. Walks users' messages by user (never a Scan): `userIds` are every user.
 */
export async function migrateMessageReadIndex(userIds: () => Promise<number[]>): Promise<number> {
  const done = await UniqueEntity.get(INDEX_MIGRATION).go();
  if (done.data) return 0;
  let moved = 0;
  for (const userId of await userIds()) {
    let cursor: string | null = null;
    do {
      const page: { data: UserMessageItem[]; cursor: string | null } = await UserMessageEntity.query.byUser({ userId }).go({ cursor, limit: 100 });
      cursor = page.cursor;
      for (const m of page.data) {
        // setting the key attributes to what they are makes ElectroDB write both gsi2 keys
        await UserMessageEntity.patch({ messageId: m.messageId }).set({ readFlag: m.readFlag, createTime: m.createTime }).composite({ userId }).go();
        moved += 1;
      }
    } while (cursor);
  }
  await UniqueEntity.put({ ...INDEX_MIGRATION, ownerId: 'done' }).go();
  return moved;
}
