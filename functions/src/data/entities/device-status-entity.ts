import { Entity, type EntityItem } from 'electrodb';
import { RUNNING_STATUSES } from '@aed/shared/schemas/running-status';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A device's running status and its reasons (decision 0047), kept current by the events that change its inputs
 * (telemetry, the watch job, alarms, orders, sales, device writes), never computed for many devices on a request.
 * `deptPath`: the device's organization path as last written (its own organization's tally counts it); gsi1 lists a
 * subtree's devices by (path, id), gsi2 the same by status (the running status list, decision 0048); the serial number
 * and organization are kept for its rows. `changeDay`: the first day time alone changes it (a date entering its
 * "soon" window or passing), with its marker (`statusChange`) for the sweep. Version 2: counted per organization
 * (version 1 items, counted on every organization above, are left behind and recounted by the backfill).
 */
export const DeviceStatusEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deviceStatus', version: '2', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      deptId: { type: 'number', required: true, default: 0 },
      serialNumber: { type: 'string', required: true, default: '' },
      status: { type: RUNNING_STATUSES, required: true },
      reasons: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Alarm orders still open (kept after their alarm clears: "alarm order unsolved" lasts until the order is done). */
      alarmOrderIds: { type: 'list', items: { type: 'number' }, required: true, default: () => [] },
      changeDay: { type: 'string', required: true, default: '9999-12-31' },
      version: { type: 'number', required: true, default: 1 },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'deviceId'] } },
      byStatus: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['status'] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'deviceId'] } },
    },
  },
  entityConfig,
));
export type DeviceStatusItem = EntityItem<typeof DeviceStatusEntity>;

/**
 * How many devices of one organization (its own, not those below) are in each running status: every status change
 * adds and removes on its organization's tally in the status write's transaction, on condition that the tally carries
 * the path the write read (an organization move rewrites it: decision 0030's pattern). A subtree's counts are the sum
 * of its tallies: one Query of the `byPath` key range, one small item per organization, whatever the devices.
 */
export const StatusTallyEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'statusTally', version: '2', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      normal: { type: 'number', required: true, default: 0 },
      warning: { type: 'number', required: true, default: 0 },
      exception: { type: 'number', required: true, default: 0 },
      displacement: { type: 'number', required: true, default: 0 },
      expired: { type: 'number', required: true, default: 0 },
      unknown: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath'] } },
    },
  },
  entityConfig,
));
export type StatusTallyItem = EntityItem<typeof StatusTallyEntity>;
