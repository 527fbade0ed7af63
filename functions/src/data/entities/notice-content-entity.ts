import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** The sanitized HTML content of a notice. */
export const NoticeContentEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'noticeContent', version: '1', service: 'aed' },
    attributes: {
      noticeId: { type: 'number', required: true },
      content: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['noticeId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
