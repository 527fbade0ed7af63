import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * The licence a device holds (docs/decisions/0041): created once, with the condition that the device holds none, in
 * the transaction that consumes it from `batchId`. A device holds at most one licence and keeps it (disabling or
 * deleting the device does not return it), so enabling it again consumes nothing.
 */
export const LicenceHoldEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'licenceHold', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      batchId: { type: 'string', required: true },
      /** The organization whose pool served it, and the device's organization then. */
      poolDeptId: { type: 'number', required: true },
      deptId: { type: 'number', required: true },
      serialNumber: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
export type LicenceHoldItem = EntityItem<typeof LicenceHoldEntity>;
