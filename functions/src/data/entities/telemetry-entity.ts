import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A device's telemetry messages as received (decision 0047), by device and arrival time (the IoT data screen reads a
 * time range of one device); kept 90 days (TTL).
 */
export const TelemetryEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'telemetryMessage', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      receivedAt: { type: 'string', required: true },
      msgId: { type: 'string', required: true },
      deviceTime: { type: 'string', required: true },
      /** The message's fields after validation, JSON. */
      message: { type: 'string', required: true },
      /** Value codes that are not monitoring items of the device (ignored). */
      unknownCodes: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** The colour each value was lit at arrival, by code as sent, JSON (decision 0049; absent on older messages). */
      lit: { type: 'string' },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: ['receivedAt', 'msgId'] } },
    },
  },
  entityConfig,
));

/** That a device's message id was taken (idempotency: a redelivery finds it); kept 7 days (TTL). */
export const TelemetryReceiptEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'telemetryReceipt', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      msgId: { type: 'string', required: true },
      receivedAt: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byMessage: { pk: { field: 'pk', composite: ['deviceId', 'msgId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
