import { Entity, type EntityItem } from 'electrodb';
import { ACCESSORY_CATEGORIES, ACCESSORY_STATUSES } from '@aed/shared/schemas/accessory';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * "Record X expires on day D": one marker per record in stock or installed that has an expiry date, in the partition
 * of its expiry month and sorted by day, written in the record's transaction (docs/decisions/0020). "What expires
 * between two days" is one key-range Query per month, never a Scan: the expiry reminders read it. It carries the
 * organization by id (stable across organization moves) and the device the record is on.
 */
export const AccessoryExpiryEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'accessoryExpiry', version: '1', service: 'aed' },
    attributes: {
      /** YYYY-MM of expiryDate. */
      month: { type: 'string', required: true },
      expiryDate: { type: 'string', required: true },
      accessoryId: { type: 'number', required: true },
      category: { type: ACCESSORY_CATEGORIES, required: true },
      kind: { type: 'string', required: true },
      status: { type: ACCESSORY_STATUSES, required: true },
      deptId: { type: 'number', required: true },
      /** 0 in stock. */
      deviceId: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byMonth: { pk: { field: 'pk', composite: ['month'] }, sk: { field: 'sk', composite: ['expiryDate', 'accessoryId'] } },
    },
  },
  entityConfig,
));
export type AccessoryExpiryItem = EntityItem<typeof AccessoryExpiryEntity>;
