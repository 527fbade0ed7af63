import { Entity, type EntityItem } from 'electrodb';
import { RUNNING_STATUSES } from '@aed/shared/schemas/running-status';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A device's running status and its reasons (decision 0047), kept current by the events that change its inputs
 * (telemetry, the watch job, alarms), never computed for many devices on a request. `deptPath`: the organizations
 * whose roll-up counts it (the status tallies of every organization on the path). gsi1 lists a subtree's devices by
 * (path, id), gsi2 the same by status (the running status list, decision 0048); the serial number and organization
 * are kept for its rows.
 */
export const DeviceStatusEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deviceStatus', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      deptId: { type: 'number', required: true, default: 0 },
      serialNumber: { type: 'string', required: true, default: '' },
      status: { type: RUNNING_STATUSES, required: true },
      reasons: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Alarm orders still open (kept after their alarm clears: "alarm order unsolved" lasts until the order is done). */
      alarmOrderIds: { type: 'list', items: { type: 'number' }, required: true, default: () => [] },
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
 * How many devices of an organization's subtree are in each running status: every status change adds and removes
 * on the tally of each organization on the device's path, in the status write's transaction, so a subtree's counts
 * are one read.
 */
export const StatusTallyEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'statusTally', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      normal: { type: 'number', required: true, default: 0 },
      warning: { type: 'number', required: true, default: 0 },
      exception: { type: 'number', required: true, default: 0 },
      displacement: { type: 'number', required: true, default: 0 },
      expired: { type: 'number', required: true, default: 0 },
      unknown: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byDept: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
export type StatusTallyItem = EntityItem<typeof StatusTallyEntity>;
