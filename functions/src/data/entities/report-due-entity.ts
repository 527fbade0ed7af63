import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A completed maintenance order whose automatic inspection report is still to be made (docs/decisions/0055): written
 * in the order's completion transaction, deleted in the transaction that creates the report. One left behind (the
 * creation failed after the completion) is found again by gsi1 `pending` (one small partition, oldest first).
 */
export const ReportDueEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'reportDue', version: '1', service: 'aed' },
    attributes: {
      orderId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      /** The handler who completed the order: the report's creator. */
      createBy: { type: 'string', required: true },
      creatorId: { type: 'number', required: true },
      dueTime: { type: 'string', required: true },
    },
    indexes: {
      byOrder: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: [] } },
      pending: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['dueTime', 'orderId'] } },
    },
  },
  entityConfig,
));
export type ReportDueItem = EntityItem<typeof ReportDueEntity>;
