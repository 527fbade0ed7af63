import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * The alarm notifications' own bookkeeping (decision 0052): the repeat schedule of an open alarm, and per recipient
 * and 10-minute window the notices it was sent or is held for its digest. The state lives here, never in a Lambda's
 * memory: the watch job finds what is due by key ranges (gsi1), never by reading every alarm.
 */

/** The next repeat of an open alarm's notification; deleted when the alarm is acknowledged, cleared or its preset stops repeats. */
export const AlarmRepeatEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'alarmRepeat', version: '1', service: 'aed' },
    attributes: {
      alarmId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      /** When the next repeat is due (ISO, UTC). */
      dueAt: { type: 'string', required: true },
      /** Repeats sent so far: the next one's number is `sent + 1`; each is taken on this count before it is sent. */
      sent: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byAlarm: { pk: { field: 'pk', composite: ['alarmId'] }, sk: { field: 'sk', composite: [] } },
      /** The repeats due: the watch job's key range. */
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['dueAt', 'alarmId'] } },
    },
  },
  entityConfig,
));
export type AlarmRepeatItem = EntityItem<typeof AlarmRepeatEntity>;

/**
 * One recipient's notices in one 10-minute window: how many were admitted (`count`), how many wait for the digest
 * (`held`), and when the window's digest is due (`9999` once it went).
 */
export const NoticeWindowEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'noticeWindow', version: '1', service: 'aed' },
    attributes: {
      /** `user:<userId>` (a message) or `mail:<address>` (a mail). */
      recipient: { type: 'string', required: true },
      /** The window's start (ISO, UTC). */
      window: { type: 'string', required: true },
      count: { type: 'number', required: true, default: 0 },
      held: { type: 'number', required: true, default: 0 },
      dueAt: { type: 'string', required: true },
      /**
       * The due index's partition (one value): set on every admission, so that an update (which creates the window)
       * writes the index's partition key too, not only its sort key.
       */
      queue: { type: ['digest'] as const, required: true, default: 'digest' },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byWindow: { pk: { field: 'pk', composite: ['recipient', 'window'] }, sk: { field: 'sk', composite: [] } },
      /** Windows whose digest is due: the watch job's key range. */
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['queue'] }, sk: { field: 'gsi1sk', composite: ['dueAt', 'recipient', 'window'] } },
    },
  },
  entityConfig,
));
export type NoticeWindowItem = EntityItem<typeof NoticeWindowEntity>;

/** One notice (an alarm's raise, clear or repeat) to one recipient in its window: sent alone or held for the digest. */
export const NoticeEntryEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'noticeEntry', version: '1', service: 'aed' },
    attributes: {
      recipient: { type: 'string', required: true },
      window: { type: 'string', required: true },
      alarmId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      /** `raised`, `cleared` or `repeat:<n>`. */
      notice: { type: 'string', required: true },
      mode: { type: ['direct', 'held'] as const, required: true },
      /** `due` until a sender took it (alone or in the digest): taken once, on this state. */
      state: { type: ['due', 'sent'] as const, required: true },
      /** The organization the alarm is about (the mail path picks its server) and the recipient's language. */
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      language: { type: 'string', required: true },
      /** The notice's line in the digest, in that language. */
      line: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byWindow: { pk: { field: 'pk', composite: ['recipient', 'window'] }, sk: { field: 'sk', composite: ['alarmId', 'notice'] } },
    },
  },
  entityConfig,
));
export type NoticeEntryItem = EntityItem<typeof NoticeEntryEntity>;
