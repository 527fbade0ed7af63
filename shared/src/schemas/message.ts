import * as z from 'zod';
import { cursorPageFields } from '../api/envelope';

/**
 * My messages (device-lifecycle spec sections 2, 3 "Message"; platform-core section 7; docs/decisions/0044): one
 * message per event that concerns a user, read or unread. The SPA says a message in the reader's language from its
 * type and facts (`msgType`, `params`); `title` and `content`, written in the recipient's language when the message
 * was made, are shown for a type the SPA does not know.
 */
export const MESSAGE_TYPES = ['leaseDue', 'leaseExpired', 'licenceExpiring', 'certificateExpiring', 'certificateOverdue', 'notice', 'orderDispatched', 'orderReturned', 'orderCompleted', 'alarmRaised', 'alarmCleared', 'alarmRepeated', 'alarmDigest'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The spec's message kinds (alarm, install, maintenance, training, other, lease expired) a type belongs to. */
export const MESSAGE_KINDS = ['alarm', 'install', 'maintenance', 'training', 'other', 'lease'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_OF: Readonly<Record<string, MessageKind>> = { leaseDue: 'lease', leaseExpired: 'lease', alarmRaised: 'alarm', alarmCleared: 'alarm', alarmRepeated: 'alarm', alarmDigest: 'alarm' };
/** A work order's message is of its order's kind (order kinds 1 alarm, 2 maintenance, 3 installation, 4 training, 5 other). */
const ORDER_MESSAGE_KINDS: Readonly<Record<string, MessageKind>> = { '1': 'alarm', '2': 'maintenance', '3': 'install', '4': 'training', '5': 'other' };
export const messageKindOf = (msgType: string, params: Readonly<Record<string, string | number>> = {}): MessageKind =>
  MESSAGE_KIND_OF[msgType] ?? (msgType.startsWith('order') ? ORDER_MESSAGE_KINDS[String(params.orderKind)] : undefined) ?? 'other';

export const MESSAGE_LIMITS = {
  /** Messages marked read by id in one call. */
  markAtOnce: 100,
  /** Unread messages marked by one "all read" call: the screen calls again while `more`. */
  markAllAtOnce: 500,
  /** The unread count stops here ("99+"). */
  unreadCap: 99,
} as const;

export const messageRecord = z.object({
  messageId: z.string(),
  msgType: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** The facts the text is made of (a serial number, a date, a count). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type MessageRecord = z.infer<typeof messageRecord>;

export const MESSAGE_READ_FILTERS = ['unread', 'read'] as const;
export type MessageReadFilter = (typeof MESSAGE_READ_FILTERS)[number];
export const messagePageQuery = z.object({
  /** Absent: every message, newest first. */
  read: z.enum(MESSAGE_READ_FILTERS).optional().catch(undefined),
  ...cursorPageFields,
});
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

export const unreadCount = z.object({ count: z.number(), capped: z.boolean() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** Mark some messages read (`messageIds`), or every unread one (`all`). */
export const markReadBody = z.union([
  z.object({ messageIds: z.array(z.string().min(1).max(200)).min(1, 'common.validation').max(MESSAGE_LIMITS.markAtOnce, 'common.validation') }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.infer<typeof markReadBody>;

/** How many were marked; `more` when an "all read" call left unread messages for the next call. */
export const markReadResult = z.object({ marked: z.number(), more: z.boolean() });
export type MarkReadResult = z.infer<typeof markReadResult>;
