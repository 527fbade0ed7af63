import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** Raw telemetry messages per device, newest first by time; kept 90 days (TTL). */
export const TelemetryEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'telemetry', version: '1', service: 'aed' },
    attributes: {
      deviceSn: { type: 'string', required: true },
      receivedAt: { type: 'string', required: true },
      payload: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceSn'] }, sk: { field: 'sk', composite: ['receivedAt'] } },
    },
  },
  entityConfig,
));
