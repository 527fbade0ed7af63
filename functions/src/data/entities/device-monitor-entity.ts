import { Entity, type EntityItem } from 'electrodb';
import { LIGHT_COLOURS } from '@aed/shared/schemas/monitor-item';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * What a device last reported (decision 0047): when, its events, battery voltage, self-test, cabinet door, position,
 * and the worst light its monitoring values gave. One item per device, written with each message on condition of
 * the `version` read (and by the watch job, when its staleness light changes); `deptPath` is the device's organization (for the roll-ups by subtree that come with the
 * running status).
 */
export const DeviceMonitorEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'deviceMonitor', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      lastReceivedAt: { type: 'string', required: true },
      /** The newest device time seen; the fields below are those of that message. */
      lastDeviceTime: { type: 'string', required: true },
      lastMsgId: { type: 'string', required: true },
      /** DEVICE_EVENTS of the newest message. */
      events: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      batteryVoltage: { type: 'number' },
      selfTest: { type: ['pass', 'fail', ''] as const, required: true, default: '' },
      door: { type: ['open', 'closed', ''] as const, required: true, default: '' },
      lat: { type: 'number' },
      lng: { type: 'number' },
      /** The worst value colour over the device's readings; '' when none. */
      valueColour: { type: [...LIGHT_COLOURS, ''] as const, required: true, default: '' },
      /** The staleness light: yellow, then red, when a preset's value is older than its light times ('' none). */
      staleColour: { type: ['yellow', 'red', ''] as const, required: true, default: '' },
      /** The device's light: the worse of the value and staleness colours ('' none). */
      light: { type: [...LIGHT_COLOURS, ''] as const, required: true, default: '' },
      /** The device model's heartbeat when the last message came (0: not a connected model): silence past it is staleness too. */
      heartbeatMinutes: { type: 'number', required: true, default: 0 },
      /** When the staleness light next changes (the watch job reads the devices due); `9999` when never. */
      nextCheckAt: { type: 'string', required: true, default: '9999' },
      /** Why the device's values cannot all be lit (spec section 8). */
      problem: { type: ['noItems', 'invalidItems', 'invalidRules', ''] as const, required: true, default: '' },
      messages: { type: 'number', required: true, default: 0 },
      version: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: [] } },
      /** The devices whose staleness light changes by a time: the watch job's key range (never a Scan). */
      byCheck: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['nextCheckAt', 'deviceId'] } },
    },
  },
  entityConfig,
));
export type DeviceMonitorItem = EntityItem<typeof DeviceMonitorEntity>;
