/**
 * Demo accessories and consumables for `npm start` (never in AWS), written through the same domain service the API
 * uses: for each demo device (the first 12 found, in path order), the consumables its model takes, one of them
 * expired, expiring or normal in turn so the states show at once, and a wall cabinet; a spare set of pads in stock
 * for the first organization. Devices that already hold something are left alone, so running it again adds nothing.
 * Without devices (the devices module not seeded) it writes nothing.
 */
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { addAccessoryBody, addDays, addMonths, todayUtc } from '@aed/shared/schemas/accessory';
import { deviceAccessoryCount } from '../data/access/accessories';
import { getDeviceModel } from '../data/access/catalogue-reads';
import { devicePartitionsOf, listDevices } from '../data/access/devices/device-lists';
import type { Actor } from '../domain/actor';
import { addAccessory } from '../domain/accessory/accessory-service';
import { ALL_SCOPE } from '../data/data-scope';

const SEEDER: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 'demo-seed', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };

const NAMES: Record<string, string> = { adultPads: 'Adult defibrillation pads', childPads: 'Pediatric pads', battery: 'Battery pack', padPak: 'Pad-Pak cartridge', other: 'Consumable' };
/** Short kind suffixes so demo codes read like a distributor's own (`DEMO-FRX-0001-AP`). */
const CODE_SUFFIX: Record<string, string> = { adultPads: 'AP', childPads: 'CP', battery: 'BAT', padPak: 'PP', cabinet: 'CAB' };
const codeFor = (serial: string, kind: string) => `${serial}-${CODE_SUFFIX[kind] ?? kind.toUpperCase()}`;
const MAX_DEMO_DEVICES = 12;

/** Returns how many records it wrote. */
/** Devices in `inDate` (the simulator's reporting ones) get consumables in date: their running status starts normal. */
export async function seedDemoAccessories(inDate: readonly string[] = []): Promise<number> {
  const devices = await listDevices(devicePartitionsOf(ALL_SCOPE), {}, MAX_DEMO_DEVICES);
  const today = todayUtc();
  let written = 0;
  const add = async (body: Record<string, unknown>) => {
    await addAccessory(SEEDER, addAccessoryBody.parse(body));
    written += 1;
  };
  let freshFirst = false;
  for (const [i, device] of devices.entries()) {
    if ((await deviceAccessoryCount(device.deviceId)) > 0) continue;
    if (i === 0) freshFirst = true;
    const model = await getDeviceModel(device.modelId);
    for (const [k, c] of (model?.consumables ?? []).entries()) {
      // the first kind of each device cycles through expired, expiring (15 days left) and normal
      const turn = k === 0 && !inDate.includes(device.serialNumber) ? i % 3 : 2;
      const start = turn === 0 ? addDays(addMonths(today, -c.ratedLifeMonths), -5) : turn === 1 ? addDays(addMonths(today, -c.ratedLifeMonths), 15) : addDays(today, -30);
      await add({
        category: 'consumable',
        kind: c.kind,
        code: codeFor(device.serialNumber, c.kind),
        name: NAMES[c.kind] ?? c.kind,
        brand: model?.brand ?? '',
        supplier: 'Demo Medical Supply',
        owner: 'Customer',
        dealer: 'Demo Agent',
        deptId: device.deptId,
        deviceId: device.deviceId,
        startDate: start,
        expiryDate: addMonths(start, c.ratedLifeMonths),
      });
    }
    await add({ category: 'accessory', kind: 'cabinet', code: codeFor(device.serialNumber, 'cabinet'), name: 'Wall cabinet with alarm', brand: 'Rotaid', deptId: device.deptId, deviceId: device.deviceId, startDate: addDays(today, -30) });
  }
  // a spare set in stock, written with the first device's records (a second run, which skips that device, does not)
  if (devices[0] && freshFirst) {
    await add({ category: 'consumable', kind: 'adultPads', code: `${codeFor(devices[0].serialNumber, 'adultPads')}-SPARE`, name: 'Spare adult pads', brand: 'Philips', deptId: devices[0].deptId, startDate: addDays(today, -10), effectiveDays: 700 });
  }
  return written;
}
