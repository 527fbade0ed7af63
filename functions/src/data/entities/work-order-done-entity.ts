import { Entity, type EntityItem } from 'electrodb';
import { ORDER_KINDS } from '@aed/shared/schemas/work-order-states';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A work order a device had completed (docs/decisions/0045): written in the processing's transaction, read by device
 * (its public maintenance record, decision 0042). Kind, day and whether consumables were replaced: no person, no text.
 */
export const WorkOrderDoneEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'workOrderDone', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      orderId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      kind: { type: ORDER_KINDS, required: true },
      processDate: { type: 'string', required: true },
      processTime: { type: 'string', required: true },
      replaced: { type: 'boolean', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: ['orderId'] } },
    },
  },
  entityConfig,
));
export type WorkOrderDoneItem = EntityItem<typeof WorkOrderDoneEntity>;
