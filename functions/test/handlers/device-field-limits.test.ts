import { beforeAll, describe, expect, it } from 'vitest';
import { BATTERY_VOLTS, CHARGE_SECONDS, DEVIATION_PERCENT, MAX_DEVICE_MONITOR_ITEMS, type DeviceRecord } from '@aed/shared/schemas/device';
import { invoke } from '../helpers';
import { addDevice, buildWorld, deviceBody, info, pageTotal, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { deptDeviceCount, deptEnabledDeviceCount } from '../../src/data/access/devices/device-counters';
import { findDeviceBySerialNumber } from '../../src/data/access/devices/device-keys';
import { usageCount } from '../../src/data/access/usage-counters';

/**
 * Field rules of a device (device-lifecycle spec section 5) that device.test.ts does not reach: product code format,
 * child deviation, battery voltage and charge time ranges, and the number of monitoring items. Each is refused with
 * its code on add AND on update through the real handlers against DynamoDB Local, and the refused call changes
 * nothing; the values just inside the limits are accepted, so the tests fail if a rule is removed or made stricter.
 */
describe('device field limits', () => {
  let w: DeviceWorld;
  let admin: string;
  /** MAX_DEVICE_MONITOR_ITEMS + 1 real, enabled presets: without the rule, a device could take all of them. */
  let presets: number[];

  /** What a refused add must leave as it was: the organization's devices and their total. */
  async function snapshot(org: Org) {
    return { held: await deptDeviceCount(org.deptId), enabled: await deptEnabledDeviceCount(org.deptId), total: await pageTotal(admin, { deptId: String(org.deptId) }) };
  }

  const addPreset = async (code: string) => {
    const res = await invoke('MonitorItemAdd', {
      token: admin,
      body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', redLightMinutes: 0, yellowLightMinutes: 0, status: '0', rules: [{ ruleCode: 'ALL', ruleName: 'All', lowerLimit: null, upperLimit: null, lightColour: 'green', emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' }] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.itemId as number;
  };

  beforeAll(async () => {
    w = await buildWorld();
    admin = w.admin;
    const more = MAX_DEVICE_MONITOR_ITEMS + 1 - w.monitorIds.length;
    presets = [...w.monitorIds];
    for (let i = 0; i < more; i++) presets.push(await addPreset(`LIM${i}${uid()}`));
    expect(new Set(presets).size).toBe(MAX_DEVICE_MONITOR_ITEMS + 1);
  });

  const child = (over: Record<string, unknown>) => ({ upper: 85, lower: 50, expected: 70, deviation: 15, ...over });
  const tooMany = () => presets.slice(0, MAX_DEVICE_MONITOR_ITEMS + 1);

  /** [case, fields changed, error code, field path] */
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['a product code with a space', () => ({ equipmentCode: 'EC 1' }), 'device.codeFormat', 'equipmentCode'],
    ['a product code with #', () => ({ equipmentCode: `EC#${uid()}` }), 'device.codeFormat', 'equipmentCode'],
    ['a product code with full-width characters', () => ({ equipmentCode: 'ＥＣ１２３' }), 'device.codeFormat', 'equipmentCode'],
    ['a child deviation above 100 %', () => ({ childShock: child({ deviation: DEVIATION_PERCENT.max + 0.1 }) }), 'device.childDeviationRange', 'childShock.deviation'],
    ['a negative child deviation', () => ({ childShock: child({ deviation: -1 }) }), 'device.childDeviationRange', 'childShock.deviation'],
    ['a first battery voltage below 0.1 V', () => ({ batteryVoltages: [0.09] }), 'device.batteryVoltageRange', 'batteryVoltages.0'],
    ['a second battery voltage above 1000 V', () => ({ batteryVoltages: [12, BATTERY_VOLTS.max + 0.5] }), 'device.batteryVoltageRange', 'batteryVoltages.1'],
    ['a charge time of 0 s', () => ({ chargeTimeSeconds: 0 }), 'device.chargeTimeRange', 'chargeTimeSeconds'],
    ['a charge time above 600 s', () => ({ chargeTimeSeconds: '600,1' }), 'device.chargeTimeRange', 'chargeTimeSeconds'],
    [`${MAX_DEVICE_MONITOR_ITEMS + 1} monitoring items`, () => ({ monitorItemIds: tooMany() }), 'device.tooManyMonitorItems', 'monitorItemIds'],
  ];

  it.each(cases)('refuses %s on add, and nothing is written', async (_name, over, code, field) => {
    const body = deviceBody(w, w.agentA, over());
    const before = await snapshot(w.agentA);
    const uses = await Promise.all(presets.map((id) => usageCount('monitor', id)));
    const res = await invoke('DeviceAdd', { token: admin, body });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.errorCode).toBe(code);
    expect(res.json.fields).toContainEqual({ path: field, errorCode: code });
    expect(await snapshot(w.agentA)).toEqual(before);
    expect(await findDeviceBySerialNumber(String(body.serialNumber))).toBeNull();
    expect(await Promise.all(presets.map((id) => usageCount('monitor', id)))).toEqual(uses);
  });

  describe('on update', () => {
    let d: DeviceRecord;
    beforeAll(async () => {
      d = await addDevice(admin, deviceBody(w, w.agentA, { monitorItemIds: [presets[0]] }));
    });

    it.each(cases)('refuses %s, and the device stays as it was', async (_name, over, code, field) => {
      const before = (await info(admin, d.deviceId)).json.data;
      const uses = await Promise.all(presets.map((id) => usageCount('monitor', id)));
      const res = await invoke('DeviceUpdate', { token: admin, body: updateBody(d, over()) });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errorCode).toBe(code);
      expect(res.json.fields).toContainEqual({ path: field, errorCode: code });
      expect((await info(admin, d.deviceId)).json.data).toEqual(before);
      expect(await Promise.all(presets.map((id) => usageCount('monitor', id)))).toEqual(uses);
    });
  });

  it('accepts the values at the limits: every allowed code character, 0 and 100 % child deviation, 0.1 and 1000 V, 0.1 and 600 s, 20 monitoring items', async () => {
    const code = `Ab9._-()/:${uid()}`;
    const low = await addDevice(
      admin,
      deviceBody(w, w.agentA, {
        equipmentCode: code,
        childShock: child({ deviation: DEVIATION_PERCENT.min }),
        batteryVoltages: [BATTERY_VOLTS.min, BATTERY_VOLTS.max],
        chargeTimeSeconds: CHARGE_SECONDS.min,
        monitorItemIds: presets.slice(0, MAX_DEVICE_MONITOR_ITEMS),
      }),
    );
    expect(low).toMatchObject({ equipmentCode: code, childShock: { deviation: 0 }, batteryVoltages: [0.1, 1000], chargeTimeSeconds: 0.1 });
    expect(low.monitorItemIds).toHaveLength(MAX_DEVICE_MONITOR_ITEMS);
    const high = await addDevice(admin, deviceBody(w, w.agentA, { childShock: child({ deviation: DEVIATION_PERCENT.max }), chargeTimeSeconds: CHARGE_SECONDS.max }));
    expect(high).toMatchObject({ childShock: { deviation: 100 }, chargeTimeSeconds: 600 });
  });
});
