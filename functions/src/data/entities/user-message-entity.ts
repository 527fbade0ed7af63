import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A message to one user (My messages, docs/decisions/0044), newest first per user; gsi2 splits them by read status,
 * so the unread ones are one key range (the count and "all read" read only those).
 */
export const UserMessageEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'userMessage', version: '1', service: 'aed' },
    attributes: {
      messageId: { type: 'string', required: true },
      userId: { type: 'number', required: true },
      /** Kind of message; the web translates `msgType` with `params` and falls back to title/content. */
      msgType: { type: 'string', required: true, default: 'notice' },
      params: { type: 'string', required: true, default: '{}' },
      title: { type: 'string', required: true },
      content: { type: 'string', required: true, default: '' },
      /** 0 unread, 1 read. */
      readFlag: { type: ['0', '1'] as const, required: true, default: '0' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['messageId'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['createTime', 'messageId'] } },
      /** A user's unread (or read) messages, newest first: marking one read moves it from one key range to the other. */
      byUserRead: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId', 'readFlag'] }, sk: { field: 'gsi2sk', composite: ['createTime', 'messageId'] } },
    },
  },
  entityConfig,
));
export type UserMessageItem = EntityItem<typeof UserMessageEntity>;
