import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/** The sanitized HTML content of a notice. */
export const NoticeContentEntity = new Entity(
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
);
