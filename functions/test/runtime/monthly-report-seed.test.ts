/**
 * The monthly report's menu and grants (decision 0051) on a new and an existing installation, and the raise-time
 * index given to alarms written before it.
 */
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { seed } from '../../src/seed/seed';
import { SEED_ROLES } from '../../src/seed/seed-data';
import { getMenuById } from '../../src/data/access/menus';
import { getRoleById, updateRole } from '../../src/data/access/roles';
import { MenuEntity } from '../../src/data/entities/menu-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { AlarmEntity } from '../../src/data/entities/alarm-entity';
import { documentClient } from '../../src/data/client';
import { migrateAlarmRaiseIndex } from '../../src/data/access/alarm-raise-index';
import { alarmsRaisedBetween } from '../../src/data/access/monthly-report-reads';

const REPORT = 606;
const roleIdOf = (key: string) => SEED_ROLES.find((r) => r.roleKey === key)!.roleId;
const holders = ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin', 'readonlyAdmin'];
const others = ['operator', 'certManager', 'user'];

describe('monthly report seed', () => {
  it('seeds the screen under Device monitoring and grants it like the alarm list', async () => {
    await seed({ captchaEnabled: false });
    expect(await getMenuById(REPORT)).toMatchObject({ parentId: 6, menuType: 'C', orderNum: 6, path: 'monthly-report', component: 'monitoring/monthly-report/index', perms: 'monitoring:report:export' });
    for (const key of holders) expect((await getRoleById(roleIdOf(key)))!.menuIds, key).toEqual(expect.arrayContaining([6, REPORT]));
    for (const key of others) expect((await getRoleById(roleIdOf(key)))!.menuIds, key).not.toContain(REPORT);
  });

  it('on an installation from before the report, adds the screen and grants it once', async () => {
    const menu = (await getMenuById(REPORT))!;
    await MenuEntity.delete({ menuId: REPORT }).go();
    await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    for (const role of SEED_ROLES) {
      const r = (await getRoleById(role.roleId))!;
      await updateRole(r, { ...r, menuIds: r.menuIds.filter((id) => id !== REPORT), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    expect(await getMenuById(REPORT)).not.toBeNull();
    for (const key of holders) expect((await getRoleById(roleIdOf(key)))!.menuIds, key).toContain(REPORT);
    for (const key of others) expect((await getRoleById(roleIdOf(key)))!.menuIds, key).not.toContain(REPORT);
    // an administrator who takes it away later keeps it away
    const ops = (await getRoleById(roleIdOf('opsAdmin')))!;
    await updateRole(ops, { ...ops, menuIds: ops.menuIds.filter((id) => id !== REPORT), updateTime: new Date().toISOString() });
    await seed({ captchaEnabled: false });
    expect((await getRoleById(roleIdOf('opsAdmin')))!.menuIds).not.toContain(REPORT);
  });

  it('gives alarms written before the raise-time index its keys, once', async () => {
    const raisedAt = '2026-08-10T10:00:00.000Z';
    const legacy = AlarmEntity.create({
      alarmId: 990_001, deviceId: 1, serialNumber: 'SN-LEGACY', deptId: 100, deptPath: '0,100,', itemId: 1, itemCode: 'X', state: 'cleared', severity: 'red', worstSeverity: 'red', ruleCode: 'R',
      firstAt: raisedAt, lastAt: raisedAt, firstValue: '1', lastValue: '1', raisedAt, clearedAt: raisedAt, createTime: raisedAt, updateTime: raisedAt,
    }).params() as { Item: Record<string, unknown>; TableName: string };
    const { gsi3pk: _pk, gsi3sk: _sk, ...item } = legacy.Item;
    await documentClient.send(new PutCommand({ TableName: legacy.TableName, Item: item }));
    const august = () => alarmsRaisedBetween('0,100,', '2026-08-01T00:00:00.000Z', '2026-09-01T00:00:00.000Z', 10);
    expect(await august()).toEqual([]);
    await UniqueEntity.delete({ scope: 'migration', value: 'alarm-byRaise' }).go();
    expect(await migrateAlarmRaiseIndex()).toBeGreaterThan(0);
    expect((await august()).map((a) => a.alarmId)).toEqual([990_001]);
    // done: the next start reads the marker only
    expect(await migrateAlarmRaiseIndex()).toBe(0);
  });
});
