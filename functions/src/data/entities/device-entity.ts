import { Entity, type EntityItem } from 'electrodb';
import { DEVICE_STATUSES, SALE_STATUSES } from '@aed/shared/schemas/device';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

const shockRange = {
  type: 'map',
  required: true,
  properties: {
    upper: { type: 'number', required: true },
    lower: { type: 'number', required: true },
    expected: { type: 'number', required: true },
    deviation: { type: 'number', required: true },
  },
} as const;

/**
 * A device (product basic information, docs/decisions/0013, 0018). It carries its organization's materialized path:
 * gsi1 sorts every device by (`deptPath`, `deviceId`), so a list is the caller's data scope as key-prefix Queries.
 * Type, model, statuses are filters inside those Queries; the keyword is a filter on `searchText`.
 * Brand, manufacturer, type and organization names are read from the catalogue and the organizations, not copied.
 */
export const DeviceEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'device', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      /** Product code (equipmentCode): unique (marker `deviceCode`). */
      equipmentCode: { type: 'string', required: true },
      equipmentName: { type: 'string', required: true },
      /** Unique (marker `deviceSerial`). */
      serialNumber: { type: 'string', required: true },
      /** Unique when given (marker `deviceIot`); '' = none. */
      iotCode: { type: 'string', required: true, default: '' },
      /** The model's product type when the device was given the model (a model used by devices keeps its type). */
      typeId: { type: 'number', required: true },
      modelId: { type: 'number', required: true },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** 0 enabled, 1 disabled. */
      status: { type: DEVICE_STATUSES, required: true, default: '1' },
      /** 1 stock, 2 sold, 3 in lease, 4 lease expired. */
      saleStatus: { type: SALE_STATUSES, required: true, default: '1' },
      /** Dates are YYYY-MM-DD; '' = not given. */
      purchaseDate: { type: 'string', required: true, default: '' },
      productionDate: { type: 'string', required: true },
      outboundDate: { type: 'string', required: true, default: '' },
      warrantyDate: { type: 'string', required: true },
      reservedInstallDate: { type: 'string', required: true },
      /** The newest sale record the device is held by (docs/decisions/0043); absent or 0: none (its organization's stock). */
      saleId: { type: 'number' },
      /** Set by the sales module on a buyout (ISO time); '' until then. */
      buyoutTime: { type: 'string', required: true, default: '' },
      adultShock: shockRange,
      childShock: shockRange,
      /** Factory battery voltage(s), the first required. */
      batteryVoltages: { type: 'list', required: true, items: { type: 'number' } },
      /** Charge time in seconds; absent = not given. */
      chargeTimeSeconds: { type: 'number' },
      /** Monitoring item presets given to the device; each counts in `use#monitor#<itemId>`. */
      monitorItemIds: { type: 'list', required: true, default: () => [], items: { type: 'number' } },
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased product code, name, serial number and IoT code: the keyword filter (brand goes through the model). */
      searchText: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'deviceId'] } },
    },
  },
  entityConfig,
));
export type DeviceItem = EntityItem<typeof DeviceEntity>;
