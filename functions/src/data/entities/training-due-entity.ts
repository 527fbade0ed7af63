import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An open training order's planned date, under its device (decision 0047, "Training orders"): written with the order
 * while it is pending, deleted in the transaction that completes or cancels it, so a device's running status reads its
 * open training orders as one small partition (orders have no index by device).
 */
export const TrainingDueEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'trainingDue', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      orderId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      /** The training's planned date (YYYY-MM-DD). */
      planDate: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: ['orderId'] } },
    },
  },
  entityConfig,
));
export type TrainingDueItem = EntityItem<typeof TrainingDueEntity>;
