/**
 * The counters device writes keep in step (decisions 0013, 0018): per organization the devices it holds (its delete
 * checks it is 0) and the enabled ones (its quota), per device the sales records naming it. Read with one GetItem
 * each, never by counting devices.
 */
import { CounterEntity } from '../../entities/counter-entity';
import { assertCounterZero, counterValue } from '../counters';
import type { TransactionEntities } from '../transactions';
import { usageCount, usageCounterName } from '../usage-counters';

export const deptDevicesCounterName = (deptId: number) => `deptDevices#${deptId}`;
export const deptEnabledDevicesCounterName = (deptId: number) => `deptEnabledDevices#${deptId}`;

/** How many devices the organization itself (not its children) holds: one GetItem on its counter. */
export const deptDeviceCount = (deptId: number) => counterValue(deptDevicesCounterName(deptId));

/** How many devices of the organization itself are enabled (the quota counter). */
export const deptEnabledDeviceCount = (deptId: number) => counterValue(deptEnabledDevicesCounterName(deptId));

/** How many sales records name the device (the sales module bumps it; a device with one cannot be deleted). */
export const deviceSaleCount = (deviceId: number) => usageCount('device-sale', deviceId);

/**
 * Records one more (+1) or one fewer (-1) sales record of the device, on its own. The sales module writes it with
 * `bumpUsage(counter, 'device-sale', deviceId, delta)` inside the transaction of its sale record instead.
 */
export async function bumpDeviceSaleCount(deviceId: number, delta: 1 | -1): Promise<void> {
  await CounterEntity.update({ name: usageCounterName('device-sale', deviceId) })
    .add({ value: delta })
    .go();
}

/** Transaction item for the dept delete: the organization holds no device (its counter is absent or 0). */
export const assertDeptHasNoDevices = (counter: TransactionEntities['counter'], deptId: number) => assertCounterZero(counter, deptDevicesCounterName(deptId));
