import { Entity, type EntityItem } from 'electrodb';
import { DEVICE_STATUSES, SALE_STATUSES } from '@aed/shared/schemas/device';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * How many devices an organization holds of one model in one (sale status, enabled status): the totals of the device
 * list and the stock of the inventory screen (docs/decisions/0013). Written with ADD +1/-1 in the transaction of
 * every device write, so it never drifts. gsi1 sorts tallies by organization path, so the tallies of a data scope
 * are key-prefix Queries exactly like the devices'. A tally that drops to 0 stays (bounded by organizations x
 * models x 8).
 */
export const DeviceTallyEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deviceTally', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      modelId: { type: 'number', required: true },
      saleStatus: { type: SALE_STATUSES, required: true },
      status: { type: DEVICE_STATUSES, required: true },
      deptPath: { type: 'string', required: true },
      typeId: { type: 'number', required: true },
      count: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byKey: { pk: { field: 'pk', composite: ['deptId', 'modelId', 'saleStatus', 'status'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'modelId', 'saleStatus', 'status'] } },
    },
  },
  entityConfig,
));
export type DeviceTallyItem = EntityItem<typeof DeviceTallyEntity>;
