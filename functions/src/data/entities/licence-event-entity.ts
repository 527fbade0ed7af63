import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * One line of an organization's licence history (docs/decisions/0041): a mint, a sale (one line on each side), an
 * activation (per batch and write: the devices it served) or an expiry. Written in the transaction of what it
 * records, never edited or deleted. `eventId` is time-ordered: the history reads newest first.
 */
export const LicenceEventEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'licenceEvent', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      eventId: { type: 'string', required: true },
      kind: { type: ['mint', 'allocateOut', 'allocateIn', 'activate', 'expire'] as const, required: true },
      batchId: { type: 'string', required: true },
      amount: { type: 'number', required: true },
      counterpartDeptId: { type: 'number', required: true, default: 0 },
      devices: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      sellingUnit: { type: 'string', required: true, default: '' },
      buyingUnit: { type: 'string', required: true, default: '' },
      operator: { type: 'string', required: true, default: '' },
      time: { type: 'string', required: true },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: ['eventId'] } },
    },
  },
  entityConfig,
));
export type LicenceEventItem = EntityItem<typeof LicenceEventEntity>;
