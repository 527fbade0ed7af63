/**
 * Devices (docs/decisions/0013, 0018): the named access functions other modules build on. The module's parts live in
 * devices/, one concern each:
 * - device-reads.ts: one device or a few, by id, in a data scope;
 * - device-keys.ts: the unique keys (serial number, product code, IoT code), their markers and lookups;
 * - device-rules.ts: the rules of a device write, each once (its pre-check, its transaction condition, its error);
 * - device-writes.ts (with device-change-plan.ts): the one transaction of every device write;
 * - device-counters.ts: the organizations' device counters and the sales count;
 * - device-lists.ts, stock-movements.ts: cursor pages, exports, tallies and movement lines of a data scope;
 * - device-moves.ts: the path rewrite after an organization moved.
 */
export type { DeviceItem } from '../entities/device-entity';
export type { DeviceTallyItem } from '../entities/device-tally-entity';
export type { StockMovementItem } from '../entities/stock-movement-entity';
export { deviceInScope, getDeviceById, getDeviceInScope, getDevicesByIds } from './devices/device-reads';
export { DEVICE_KEYS, deviceCodeMarker, findDeviceByCode, findDeviceByIotCode, findDeviceBySerialNumber, iotCodeMarker, serialNumberMarker, type DeviceKey } from './devices/device-keys';
export {
  ENABLED_ONLY_WHEN_SOLD,
  MODEL_OFFERED,
  MONITOR_ITEM_OFFERED,
  NOTHING_HANGS_ON,
  NOT_SOLD_OR_LEASED,
  NO_SALES_RECORD,
  WITHIN_QUOTA,
  assertRule,
  checkRule,
  type DeptGuard,
} from './devices/device-rules';
export { createDevice, deleteDevices, setDevicesStatus, updateDevice, type DeviceWriteOptions } from './devices/device-writes';
export { assertDeptHasNoDevices, bumpDeviceSaleCount, deptDeviceCount, deptEnabledDeviceCount, deviceSaleCount } from './devices/device-counters';
export {
  MAX_KEYWORD_MODELS,
  countDevicesByTallies,
  deviceSearchText,
  devicePartitionsOf,
  listDevices,
  listDeviceTallies,
  pageDevices,
  type DeviceFilter,
  type DevicePartition,
  type TallyFilter,
} from './devices/device-lists';
export { countStockMovements, listDeviceMovements, pageStockMovements, type MovementFilter } from './devices/stock-movements';
export { rebaseDevices } from './devices/device-moves';
