import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * Notices. The list row is small (no content) and lives in one partition (bounded by NOTICE_LIMITS.maxNotices);
 * `published` keeps the notices of one status by creation time, so the top bar reads the newest N enabled ones
 * with one Query. The rich-text content is a separate item (NoticeContentEntity) under the same id.
 */
export const NoticeEntity = new Entity(
  {
    model: { entity: 'notice', version: '1', service: 'aed' },
    attributes: {
      /** Zero-padded in keys, so ids order correctly as strings. */
      noticeId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      noticeTitle: { type: 'string', required: true },
      noticeType: { type: ['1', '2'] as const, required: true },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['noticeId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['noticeId'] } },
      published: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['status'] }, sk: { field: 'gsi2sk', composite: ['createTime', 'noticeId'] } },
    },
  },
  entityConfig,
);
export type NoticeItem = EntityItem<typeof NoticeEntity>;
