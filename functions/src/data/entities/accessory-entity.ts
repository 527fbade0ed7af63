import { Entity, type EntityItem } from 'electrodb';
import { ACCESSORY_CATEGORIES, ACCESSORY_STATUSES, ALL_ITEM_KINDS } from '@aed/shared/schemas/accessory';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * An accessory or consumable record (docs/decisions/0020). It belongs to an organization (`deptPath`) and may be
 * installed on a device of that organization's subtree.
 *
 * gsi1 `byPath` = (category; `deptPath`, id): a list is the caller's data scope as key-prefix Queries, one category
 * per partition. gsi2 `byDevice` = (device; status, expiry date, id), written only for records on a device
 * (installed, or replaced there: the device's history): "what is installed on device X" is one Query, soonest expiry
 * first. Records in stock (deviceId 0) are not in gsi2 (sparse index).
 */
export const AccessoryEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'accessory', version: '1', service: 'aed' },
    attributes: {
      accessoryId: { type: 'number', required: true },
      category: { type: ACCESSORY_CATEGORIES, required: true },
      kind: { type: ALL_ITEM_KINDS as unknown as readonly string[], required: true },
      code: { type: 'string', required: true },
      name: { type: 'string', required: true },
      brand: { type: 'string', required: true, default: '' },
      model: { type: 'string', required: true, default: '' },
      supplier: { type: 'string', required: true, default: '' },
      owner: { type: 'string', required: true, default: '' },
      dealer: { type: 'string', required: true, default: '' },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** The device it is installed on, or was on when replaced; 0 in stock. */
      deviceId: { type: 'number', required: true, default: 0 },
      /** The device it was last taken off (removed back to stock); 0 = never. */
      lastDeviceId: { type: 'number', required: true, default: 0 },
      status: { type: ACCESSORY_STATUSES, required: true, default: 'stock' },
      /** YYYY-MM-DD. */
      startDate: { type: 'string', required: true },
      /** YYYY-MM-DD, last valid day; '' = does not expire. */
      expiryDate: { type: 'string', required: true, default: '' },
      installDate: { type: 'string', required: true, default: '' },
      removeDate: { type: 'string', required: true, default: '' },
      replacedById: { type: 'number', required: true, default: 0 },
      replacesId: { type: 'number', required: true, default: 0 },
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased code, name, brand, model and supplier: the keyword filter (5 columns). */
      searchText: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['accessoryId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['category'] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'accessoryId'] } },
      byDevice: {
        index: 'gsi2',
        condition: (attr) => Number(attr.deviceId) > 0,
        pk: { field: 'gsi2pk', composite: ['deviceId'] },
        sk: { field: 'gsi2sk', composite: ['status', 'expiryDate', 'accessoryId'] },
      },
    },
  },
  entityConfig,
));
export type AccessoryItem = EntityItem<typeof AccessoryEntity>;
