import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

export const CaptchaEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'captcha', version: '1', service: 'aed' },
    attributes: {
      uuid: { type: 'string', required: true },
      /** Lower-cased answer: the check is case-insensitive. */
      answer: { type: 'string', required: true },
      /** Epoch seconds; expired captchas are refused even before TTL removes them. */
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byUuid: { pk: { field: 'pk', composite: ['uuid'] }, sk: { field: 'sk', composite: [] } },
      /** All captchas by expiry (10-digit epoch seconds sort as text): expired ones are a key-range Query. */
      byExpiry: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['ttl', 'uuid'] } },
    },
  },
  entityConfig,
));
