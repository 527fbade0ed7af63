import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A device's next maintenance due date (docs/decisions/0045, "Scheduling maintenance orders"): one item per device,
 * set by a sale's next maintenance date and by each processed order's; the daily maintenance plan reads the dates due
 * soon by `byDueDate` (one key range, never a Scan) and turns each into a maintenance order, deleting the item in that
 * order's transaction.
 */
export const MaintenanceDueEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'maintenanceDue', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      dueDate: { type: 'string', required: true },
      /** What set it: a sale record or a processed order. */
      source: { type: ['sale', 'order'] as const, required: true },
      sourceId: { type: 'number', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: [] } },
      byDueDate: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['dueDate', 'deviceId'] } },
    },
  },
  entityConfig,
));
export type MaintenanceDueItem = EntityItem<typeof MaintenanceDueEntity>;
