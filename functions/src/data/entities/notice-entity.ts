import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Notices (docs/decisions/0026). A notice belongs to an organization (`deptId`, its materialized path `deptPath`,
 * rebased when the organization moves) and is published to that organization's subtree; the platform's notices are
 * the root organization's. The list row is small (no content): the rich-text content is a separate item
 * (NoticeContentEntity) under the same id.
 *
 * - `byPath` (gsi1): every notice by (organization path, newest first): "organization X and below" is a begins_with on
 *   X's path, so a management list reads only the caller's scope. `recency` is the id counted down, so ascending
 *   key order lists an organization's newest notice first.
 * - `published` (gsi2): one organization's notices of one status by creation time: the top bar reads the newest
 *   enabled notices of the reader's organization and of each ancestor, one Query each.
 */
export const NoticeEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'notice', version: '1', service: 'aed' },
    attributes: {
      /** Zero-padded in keys, so ids order correctly as strings. */
      noticeId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** 999999999999 - noticeId, zero-padded (set by data/access/notices.ts): newest first in `byPath`. */
      recency: { type: 'string', required: true },
      noticeTitle: { type: 'string', required: true },
      noticeType: { type: ['1', '2'] as const, required: true },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      /** Lower-cased title and author: the list's case-insensitive "contains" filters (set by data/access/notices.ts). */
      titleSearch: { type: 'string', required: true, default: '' },
      createBySearch: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['noticeId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'recency'] } },
      published: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['deptId', 'status'] }, sk: { field: 'gsi2sk', composite: ['createTime', 'noticeId'] } },
    },
  },
  entityConfig,
));
export type NoticeItem = EntityItem<typeof NoticeEntity>;

/**
 * Notices as they were stored before they belonged to an organization (one partition `all` by id, no organization).
 * Read only by the seed's migration (data/access/notice-migration.ts), which moves them to the root organization.
 */
export const LegacyNoticeEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'notice', version: '1', service: 'aed' },
    attributes: {
      noticeId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      noticeTitle: { type: 'string', required: true },
      status: { type: ['0', '1'] as const, required: true },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['noticeId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['noticeId'] } },
    },
  },
  entityConfig,
));
