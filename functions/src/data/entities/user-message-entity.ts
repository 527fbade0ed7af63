import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** A message to one user (shown by the messages module), newest first per user. */
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
    },
  },
  entityConfig,
));
export type UserMessageItem = EntityItem<typeof UserMessageEntity>;
