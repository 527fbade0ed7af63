/**
 * My messages (docs/decisions/0044) against the local DynamoDB: each user reads and marks only their own messages,
 * three users of three organizations; the unread count; "all read" in rounds; the read-status index migration.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, type MessageRecord } from '@aed/shared/schemas/message';
import { invoke, loginAs, seedOnce } from '../helpers';
import { createTestUser, expectError } from './support';
import { addOrg, PASSWORD, uid } from './device-support';
import { adminToken } from '../helpers';
import { createUserMessageOnce, migrateMessageReadIndex } from '../../src/data/access/user-messages';
import { UserMessageEntity } from '../../src/data/entities/user-message-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { documentClient } from '../../src/data/client';

interface Reader {
  userId: number;
  token: string;
}

let seq = 0;
async function message(userId: number, over: Partial<{ msgType: string; params: string; createTime: string }> = {}): Promise<string> {
  const messageId = `test-${userId}-${++seq}`;
  await createUserMessageOnce({
    messageId,
    userId,
    msgType: over.msgType ?? 'leaseDue',
    params: over.params ?? JSON.stringify({ serial: `SN-${seq}`, rentDueDate: '2026-12-31', days: 7 }),
    title: `Lease due ${seq}`,
    content: 'Renew it in time',
    readFlag: '0',
    createTime: over.createTime ?? new Date(Date.UTC(2026, 10, 1) + seq * 1000).toISOString(),
  });
  return messageId;
}

describe('my messages', () => {
  const readers: Reader[] = [];

  beforeAll(async () => {
    await seedOnce();
    const admin = await adminToken();
    for (let i = 0; i < 3; i += 1) {
      const org = await addOrg(admin, 100, '0', 5, `Msg org ${uid()}`);
      const username = `msg${uid().toLowerCase()}`;
      const userId = await createTestUser({ username, password: PASSWORD, roleIds: [7], deptId: org.deptId, deptPath: org.deptPath });
      readers.push({ userId, token: await loginAs(username, PASSWORD) });
    }
  });

  const page = async (r: Reader, query: Record<string, string> = {}) => {
    const res = await invoke('MessagePage', { token: r.token, query: { limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { total?: number; rows: MessageRecord[]; next?: string };
  };
  const unread = async (r: Reader) => (await invoke('MessageUnreadCount', { token: r.token })).json.data as { count: number; capped: boolean };
  const mark = (r: Reader, body: unknown) => invoke('MessageRead', { token: r.token, body });

  it('lists only the caller’s messages, newest first, with their facts, and filters by read status', async () => {
    const [a, b] = readers as [Reader, Reader];
    const older = await message(a.userId);
    const newer = await message(a.userId, { params: '{"serial":"SN-X","days":30,"nested":{"no":1}}' });
    const ofB = await message(b.userId);
    const all = await page(a);
    expect(all.rows.map((m) => m.messageId)).toEqual([newer, older]);
    expect(all.total).toBe(2);
    expect(all.rows[0]).toMatchObject({ msgType: 'leaseDue', kind: 'lease', read: false, params: { serial: 'SN-X', days: 30 } });
    expect(all.rows[0]!.params).not.toHaveProperty('nested');
    expect(JSON.stringify(all)).not.toContain(ofB);
    expect(await unread(a)).toEqual({ count: 2, capped: false });
    expect((await page(a, { read: 'read' })).rows).toEqual([]);
    expect((await page(a, { read: 'unread' })).rows.map((m) => m.messageId)).toEqual([newer, older]);
  });

  it('marks read only the caller’s own: another user’s message id changes nothing, as if it did not exist', async () => {
    const [, b, c] = readers as [Reader, Reader, Reader];
    const mineB = await message(b.userId);
    const ofC = await message(c.userId);
    const before = await unread(c);
    const res = await mark(b, { messageIds: [ofC, 'no-such-message', mineB] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({ marked: 1, more: false });
    expect(await unread(c)).toEqual(before);
    expect((await page(c, { read: 'unread' })).rows.map((m) => m.messageId)).toContain(ofC);
    // the same answer for another user's id and a missing one
    expect((await mark(b, { messageIds: [ofC] })).json).toEqual((await mark(b, { messageIds: ['no-such-message'] })).json);
    // marking twice changes nothing more
    expect((await mark(b, { messageIds: [mineB] })).json.data).toEqual({ marked: 0, more: false });
    const readB = await page(b, { read: 'read' });
    expect(readB.rows.map((m) => m.messageId)).toContain(mineB);
    expect(readB.rows.find((m) => m.messageId === mineB)).toMatchObject({ read: true });
  });

  it('refuses a malformed request and changes nothing', async () => {
    const [a] = readers as [Reader];
    const before = await unread(a);
    expectError(await mark(a, {}), 400, 'common.validation');
    expectError(await mark(a, { messageIds: [] }), 400, 'common.validation');
    expectError(await mark(a, { all: false }), 400, 'common.validation');
    expectError(await mark(a, { messageIds: Array.from({ length: MESSAGE_LIMITS.markAtOnce + 1 }, (_, i) => `m${i}`) }), 400, 'common.validation');
    expectError(await invoke('MessagePage', { token: a.token, query: { cursor: 'not-a-cursor' } }), 400, 'message.badCursor');
    expectError(await invoke('MessagePage', {}), 401, 'session.invalid');
    expect(await unread(a)).toEqual(before);
  });

  it('marks every unread message read in rounds, and caps the unread count at 99', async () => {
    const [, , c] = readers as [Reader, Reader, Reader];
    const ids: string[] = [];
    for (let i = 0; i < MESSAGE_LIMITS.markAllAtOnce + 5; i += 10) ids.push(...(await Promise.all(Array.from({ length: 10 }, () => message(c.userId)))));
    expect(await unread(c)).toEqual({ count: MESSAGE_LIMITS.unreadCap, capped: true });
    const first = await mark(c, { all: true });
    expect(first.json.data).toMatchObject({ more: true });
    expect(first.json.data.marked).toBe(MESSAGE_LIMITS.markAllAtOnce);
    const second = await mark(c, { all: true });
    expect(second.json.data.more).toBe(false);
    expect(await unread(c)).toEqual({ count: 0, capped: false });
    expect((await page(c, { read: 'unread' })).rows).toEqual([]);
  });

  it('gives messages written before the read-status index its keys, once', async () => {
    const [a] = readers as [Reader];
    // a message as written before gsi2 existed: its item without the gsi2 keys
    const legacy = UserMessageEntity.create({ messageId: `legacy-${uid()}`, userId: a.userId, msgType: 'notice', params: '{}', title: 'Old', content: '', readFlag: '0', createTime: '2026-01-01T00:00:00.000Z' }).params() as { Item: Record<string, unknown>; TableName: string };
    const { gsi2pk: _pk, gsi2sk: _sk, ...item } = legacy.Item;
    await documentClient.send(new PutCommand({ TableName: legacy.TableName, Item: item }));
    const before = (await unread(a)).count;
    await UniqueEntity.delete({ scope: 'migration', value: 'userMessage-byUserRead' }).go();
    expect(await migrateMessageReadIndex(async () => [a.userId])).toBeGreaterThan(0);
    expect((await unread(a)).count).toBe(before + 1);
    // done: the next start reads the marker only
    expect(await migrateMessageReadIndex(async () => [a.userId])).toBe(0);
  });
});
