import { Entity, type EntityItem } from 'electrodb';
import { ORDER_STATES } from '@aed/shared/schemas/work-order-states';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * One line of a work order's operating log (docs/decisions/0045): append-only, created with a not-exists condition
 * in the transaction of the action it records; nothing updates or deletes it. `seq` is the order's version after the
 * action, so two lines of one order never share a key.
 */
export const WorkOrderLogEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'workOrderLog', version: '1', service: 'aed' },
    attributes: {
      orderId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      seq: { type: 'number', required: true, padding: { length: 6, char: '0' } },
      action: { type: ['create', 'dispatch', 'process', 'return', 'modify', 'cancel'] as const, required: true },
      fromState: { type: ORDER_STATES, required: false },
      toState: { type: ORDER_STATES, required: true },
      deptPath: { type: 'string', required: true },
      handlerId: { type: 'number', required: true, default: 0 },
      reason: { type: 'string', required: true, default: '' },
      operator: { type: 'string', required: true },
      time: { type: 'string', required: true },
    },
    indexes: {
      byOrder: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: ['seq'] } },
      byTime: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'time', 'orderId', 'seq'] } },
    },
  },
  entityConfig,
));
export type WorkOrderLogItem = EntityItem<typeof WorkOrderLogEntity>;
