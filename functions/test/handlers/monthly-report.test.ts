/**
 * The monthly report download (decision 0051): the workbook's figures from alarms, orders and devices seeded in one
 * tenant, the month in the organization's report time zone, the caller's language; three tenants: another tenant's
 * organization answers exactly as a missing one; a future month is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { getAlarm } from '../../src/data/access/alarms';
import { readingsOfDevice } from '../../src/data/access/telemetry';
import { nextId } from '../../src/data/access/ids';
import { getDeviceStatus, statusTallyOf, writeDeviceStatus } from '../../src/data/access/device-statuses';
import { AlarmEntity, type AlarmItem } from '../../src/data/entities/alarm-entity';
import { DeptEntity } from '../../src/data/entities/dept-entity';
import { WorkOrderEntity } from '../../src/data/entities/work-order-entity';
import { WorkOrderLogEntity } from '../../src/data/entities/work-order-log-entity';
import { SEED_ROLES } from '../../src/seed/seed-data';
import { RUNNING_STATUSES } from '@aed/shared/schemas/running-status';
import { REPORT_LIMITS } from '../../src/domain/iot/monthly-report';

type Device = { deviceId: number; serialNumber: string };

/** The rows of a sheet as arrays of cell texts (column 1 first). */
function rowsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(String(row.getCell(c).value ?? ''));
    rows.push(cells);
  });
  return rows;
}

async function workbookOf(res: Awaited<ReturnType<typeof invoke>>): Promise<ExcelJS.Workbook> {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(res.raw.body as string, 'base64') as never);
  return wb;
}

/** The summary row whose first cell is `label`: its figures. */
const summaryRow = (rows: string[][], label: string, occurrence = 0) => {
  const row = rows.filter((r) => r[0] === label)[occurrence];
  expect(row, label).toBeDefined();
  return row!.slice(1).filter((x) => x !== '').map(Number);
};

describe('monthly report download', () => {
  let w: DeviceWorld;
  let code: string;
  let itemId: number;
  let agentC: Org;
  let adminC: string;
  const dev: Record<'alarmed' | 'silent' | 'quiet' | 'ofB', Device> = {} as never;
  let currentAlarm: AlarmItem;
  let plainUser: string;

  const download = (token: string, deptId: number, month: string, language = 'en') =>
    invoke('MonthlyReportDownload', { token, query: { deptId: String(deptId), month }, headers: { 'accept-language': language } });

  /** An alarm of `d` raised at `raisedAt` (a past month: written as the engine would have). */
  async function seedAlarm(d: Device, org: Org, over: Partial<AlarmItem> & { raisedAt: string }): Promise<AlarmItem> {
    const item: AlarmItem = {
      alarmId: await nextId('alarm'),
      deviceId: d.deviceId,
      serialNumber: d.serialNumber,
      deptId: org.deptId,
      deptPath: org.deptPath,
      itemId,
      itemCode: code,
      state: 'open',
      severity: 'red',
      worstSeverity: 'red',
      ruleCode: 'LOW',
      emailNotify: false,
      pushNotify: false,
      autoAlarmOrder: false,
      firstAt: over.raisedAt,
      lastAt: over.raisedAt,
      firstValue: '10',
      lastValue: '10',
      count: 1,
      ackBy: '',
      ackAt: '',
      clearedAt: '',
      clearedBy: '',
      clearReason: '',
      orderId: 0,
      notified: [],
      version: 1,
      createTime: over.raisedAt,
      updateTime: over.raisedAt,
      ...over,
    };
    await AlarmEntity.create(item).go();
    return item;
  }

  /** An order of `d` with its log lines (`[action, time, toState]`), as the order routes write them. */
  async function seedOrder(d: Device, org: Org, kind: '1' | '2', lines: [action: 'create' | 'process', time: string, toState: '0' | '2'][]) {
    const orderId = await nextId('workOrder');
    const orderNo = `WO${uid()}`;
    const last = lines[lines.length - 1]!;
    await WorkOrderEntity.create({ orderId, orderNo, kind, deviceId: d.deviceId, serialNumber: d.serialNumber, deptId: org.deptId, deptPath: org.deptPath, state: last[2], version: lines.length, createTime: lines[0]![1], updateTime: last[1] }).go();
    for (const [i, [action, time, toState]] of lines.entries()) {
      await WorkOrderLogEntity.create({ orderId, seq: i + 1, action, toState, deptPath: org.deptPath, operator: 'test', time }).go();
    }
    return { orderId, orderNo };
  }

  beforeAll(async () => {
    w = await buildWorld();
    code = `RPT${uid()}`;
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' });
    expect((await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', status: '0', rules: [rule('LOW', null, 11, 'red'), rule('OK', 11, null, 'green')] } })).status).toBe(200);
    itemId = ((await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[]).find((o) => o.itemCode === code)!.itemId;
    agentC = await addOrg(w.admin, 100, '0', 50);
    const name = `rpc${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(name, PASSWORD);
    const plain = `rpu${uid().toLowerCase()}`;
    await createTestUser({ username: plain, password: PASSWORD, roleIds: [SEED_ROLES.find((r) => r.roleKey === 'user')!.roleId], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    plainUser = await loginAs(plain, PASSWORD);

    dev.alarmed = await addDevice(w.admin, soldBody(w, w.customerA, { status: '0', monitorItemIds: [itemId] }));
    dev.silent = await addDevice(w.admin, soldBody(w, w.customerA, { status: '0' }));
    dev.quiet = await addDevice(w.admin, deviceBody(w, w.agentA, { status: '1' }));
    dev.ofB = await addDevice(w.admin, soldBody(w, w.customerB, { status: '0', monitorItemIds: [itemId] }));
    // this month: a real red alarm through the telemetry path, in tenants A and B
    for (const d of [dev.alarmed, dev.ofB]) {
      await telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `r-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: 10 } });
    }
    currentAlarm = (await getAlarm((await readingsOfDevice(dev.alarmed.deviceId))[0]!.alarmId))!;
    expect(currentAlarm).toMatchObject({ state: 'open', severity: 'red' });
    // a device gone silent (as the watch job leaves it)
    const before = (await getDeviceStatus(dev.silent.deviceId))!;
    expect(await writeDeviceStatus(before, { ...before, status: 'unknown', reasons: ['notReporting'], updateTime: new Date().toISOString() })).toBe(true);
  }, 240_000);

  it('writes the summary, devices and alarms of the subtree for this month, in UTC when no zone is set', async () => {
    const month = currentAlarm.raisedAt.slice(0, 7);
    const wb = await workbookOf(await download(w.adminA, w.agentA.deptId, month));
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Summary', 'Devices', 'Alarms']);
    const summary = rowsOf(wb.worksheets[0]!);
    expect(summary.find((r) => r[0] === 'Organization')?.[1]).toBe(w.agentA.deptName);
    expect(summary.find((r) => r[0] === 'Times shown in')?.[1]).toBe('UTC (the organization has no report time zone)');
    // devices by running status now: the subtree's tally
    const tally = await statusTallyOf(w.agentA.deptId);
    expect(tally.unknown).toBe(1);
    expect(tally.exception + tally.warning).toBeGreaterThanOrEqual(1);
    const labels = { normal: 'Normal', warning: 'Early warning', exception: 'AED exception', displacement: 'AED displacement', expired: 'Consumable expired', unknown: 'Unknown' } as const;
    for (const s of RUNNING_STATUSES) expect(summaryRow(summary, labels[s]), s).toEqual([tally[s]]);
    expect(summaryRow(summary, 'Red')).toEqual([1, 0, 1]);
    expect(summaryRow(summary, 'Yellow')).toEqual([0, 0, 0]);
    expect(summaryRow(summary, 'Devices not reporting (now)')).toEqual([1]);

    const devices = rowsOf(wb.worksheets[1]!);
    expect(devices[0]).toEqual(['Serial number', 'Model', 'Organization', 'Location', 'Running status', 'Reasons', 'Last report (UTC)', 'Alarms in the month', 'Work orders in the month']);
    const bySerial = new Map(devices.slice(1).map((r) => [r[0], r]));
    // tenant B's device is not in A's report
    expect([...bySerial.keys()].sort()).toEqual([dev.alarmed, dev.silent, dev.quiet].map((d) => d.serialNumber).sort());
    expect(bySerial.get(dev.alarmed.serialNumber)?.[2]).toBe(w.customerA.deptName);
    expect(bySerial.get(dev.alarmed.serialNumber)?.[7]).toBe('1');
    expect(bySerial.get(dev.silent.serialNumber)?.slice(4, 7)).toEqual(['Unknown', 'Not reporting', 'Never']);
    expect(bySerial.get(dev.quiet.serialNumber)?.[2]).toBe(w.agentA.deptName);
    expect(bySerial.get(dev.alarmed.serialNumber)?.[6]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const alarms = rowsOf(wb.worksheets[2]!);
    expect(alarms).toHaveLength(2);
    expect(alarms[1]!.slice(0, 4)).toEqual([dev.alarmed.serialNumber, code, 'Red', currentAlarm.raisedAt.replace('T', ' ').slice(0, 19)]);
  });

  it('bounds the month in the organization\'s report time zone, counts orders from their log, and speaks the caller\'s language', async () => {
    const A = w.customerA;
    const cleared = await seedAlarm(dev.alarmed, A, { raisedAt: '2026-10-10T08:00:00.000Z', state: 'cleared', clearedAt: '2026-10-11T00:00:00.000Z', clearedBy: 'system', clearReason: 'normal' });
    // 20:00 UTC on 30 September is 04:00 on 1 October in Shanghai: in October there
    await seedAlarm(dev.quiet, w.agentA, { raisedAt: '2026-09-30T20:00:00.000Z' });
    const alarmOrder = await seedOrder(dev.alarmed, A, '1', [['create', '2026-09-29T10:00:00.000Z', '0'], ['process', '2026-10-02T10:00:00.000Z', '2']]);
    await seedAlarm(dev.silent, A, { raisedAt: '2026-10-20T00:00:00.000Z', severity: 'yellow', worstSeverity: 'yellow', orderId: alarmOrder.orderId, ackBy: 'someone', ackAt: '2026-10-20T01:00:00.000Z' });
    // 17:00 UTC on 31 October is 1 November in Shanghai: not in October there; nor is 15 September
    await seedAlarm(dev.silent, A, { raisedAt: '2026-10-31T17:00:00.000Z' });
    await seedAlarm(dev.silent, A, { raisedAt: '2026-09-15T00:00:00.000Z' });
    await seedOrder(dev.quiet, w.agentA, '2', [['create', '2026-10-03T10:00:00.000Z', '0'], ['process', '2026-10-05T10:00:00.000Z', '2']]);
    await seedOrder(dev.quiet, w.agentA, '2', [['create', '2026-10-30T10:00:00.000Z', '0']]);
    // another tenant's alarm and order in the same month are not counted
    await seedAlarm(dev.ofB, w.customerB, { raisedAt: '2026-10-12T00:00:00.000Z' });
    await seedOrder(dev.ofB, w.customerB, '2', [['create', '2026-10-12T00:00:00.000Z', '0']]);

    await DeptEntity.patch({ deptId: w.agentA.deptId }).set({ reportTimeZone: 'Asia/Shanghai' }).go();
    try {
      const wb = await workbookOf(await download(w.adminA, w.agentA.deptId, '2026-10', 'fr-FR,fr;q=0.9'));
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Synthèse', 'Appareils', 'Alarmes']);
      const summary = rowsOf(wb.worksheets[0]!);
      expect(summary.find((r) => r[0] === 'Heures exprimées en')?.[1]).toBe('Asia/Shanghai (fuseau horaire des rapports de l\'organisation)');
      expect(summary.find((r) => r[0] === 'Période')?.[1]).toBe('2026-10-01 00:00:00 – 2026-10-31 23:59:59');
      // raised, cleared in the month, still open
      expect(summaryRow(summary, 'Rouge')).toEqual([2, 1, 1]);
      expect(summaryRow(summary, 'Jaune')).toEqual([1, 0, 1]);
      expect(summaryRow(summary, 'Total', 1)).toEqual([3, 1, 2]);
      // created, finished in the month
      expect(summaryRow(summary, 'Ordres d\'alarme')).toEqual([0, 1]);
      expect(summaryRow(summary, 'Ordres de maintenance')).toEqual([2, 1]);

      const alarms = rowsOf(wb.worksheets[2]!);
      expect(alarms[0]).toEqual(['Numéro de série', 'Élément surveillé', 'Gravité', 'Déclenchée (Asia/Shanghai)', 'Acquittée (Asia/Shanghai)', 'Levée (Asia/Shanghai)', 'Ordre de travail']);
      // oldest first, times in Shanghai (UTC+8)
      expect(alarms.slice(1)).toEqual([
        [dev.quiet.serialNumber, code, 'Rouge', '2026-10-01 04:00:00', '', '', ''],
        [dev.alarmed.serialNumber, code, 'Rouge', '2026-10-10 16:00:00', '', '2026-10-11 08:00:00', ''],
        [dev.silent.serialNumber, code, 'Jaune', '2026-10-20 08:00:00', '2026-10-20 09:00:00', '', alarmOrder.orderNo],
      ]);
      const devices = new Map(rowsOf(wb.worksheets[1]!).slice(1).map((r) => [r[0], r]));
      expect(devices.get(dev.quiet.serialNumber)?.slice(7)).toEqual(['1', '2']);
      expect(devices.get(dev.alarmed.serialNumber)?.slice(7)).toEqual(['1', '0']);
      expect(cleared.alarmId).toBeGreaterThan(0);

      // the same month in UTC: the alarm of 30 September 20:00 is not in it, the one of 31 October 17:00 is
      await DeptEntity.patch({ deptId: w.agentA.deptId }).set({ reportTimeZone: '' }).go();
      const utc = rowsOf((await workbookOf(await download(w.adminA, w.agentA.deptId, '2026-10'))).worksheets[2]!);
      expect(utc.slice(1).map((r) => r[3])).toEqual(['2026-10-10 08:00:00', '2026-10-20 00:00:00', '2026-10-31 17:00:00']);
    } finally {
      await DeptEntity.patch({ deptId: w.agentA.deptId }).set({ reportTimeZone: '' }).go();
    }
  });

  it('answers another tenant\'s organization exactly as a missing one, and reports each tenant its own', async () => {
    const missing = await download(w.adminB, 99_999_999, '2026-10');
    expectError(missing, 404, 'dept.notFound');
    for (const [token, deptId] of [[w.adminB, w.agentA.deptId], [w.adminB, w.customerA.deptId], [adminC, w.agentB.deptId], [w.adminA, agentC.deptId]] as const) {
      const res = await download(token, deptId, '2026-10');
      expectError(res, 404, 'dept.notFound');
      expect(res.json.msg).toBe(missing.json.msg);
    }
    // an organization above the caller's own (the platform root; a customer's agent) is no more readable than a missing one
    const customerAdmin = `rpa${uid().toLowerCase()}`;
    await createTestUser({ username: customerAdmin, password: PASSWORD, roleIds: [3], deptId: w.customerA.deptId, deptPath: w.customerA.deptPath });
    const adminOfCustomerA = await loginAs(customerAdmin, PASSWORD);
    for (const [token, deptId] of [[w.adminB, 100], [adminC, 100], [adminOfCustomerA, w.agentA.deptId], [adminOfCustomerA, 100]] as const) {
      const res = await download(token, deptId, '2026-10');
      expectError(res, 404, 'dept.notFound');
      expect(res.json.msg).toBe(missing.json.msg);
    }
    expect((await download(adminOfCustomerA, w.customerA.deptId, '2026-10')).status).toBe(200);
    const ofB = rowsOf((await workbookOf(await download(w.adminB, w.agentB.deptId, '2026-10'))).worksheets[1]!);
    expect(ofB.slice(1).map((r) => r[0])).toEqual([dev.ofB.serialNumber]);
    const ofC = await workbookOf(await download(adminC, agentC.deptId, '2026-10'));
    expect(rowsOf(ofC.worksheets[1]!)).toHaveLength(1);
    expect(rowsOf(ofC.worksheets[2]!)).toHaveLength(1);
  });

  it('refuses a month that has not begun, a malformed month, and a caller without the permission', async () => {
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expectError(await download(w.adminA, w.agentA.deptId, next.toISOString().slice(0, 7)), 400, 'report.futureMonth');
    expectError(await download(w.adminA, w.agentA.deptId, '2026-13'), 400, 'common.validation');
    expect((await download(plainUser, w.agentA.deptId, '2026-10')).status).toBe(403);
    // the read-only administrator of agent A may download
    expect((await download(w.viewerA, w.agentA.deptId, '2026-10')).status).toBe(200);
  });

  it('refuses an organization beyond the caps (devices, alarms, time) instead of running past the API\'s 29 s', async () => {
    const saved = { ...REPORT_LIMITS };
    try {
      REPORT_LIMITS.devices = 2;
      expectError(await download(w.adminA, w.agentA.deptId, '2026-10'), 413, 'report.tooLarge');
      // an organization lower in the tree fits
      expect((await download(w.adminA, w.customerA.deptId, '2026-10')).status).toBe(200);
      Object.assign(REPORT_LIMITS, saved, { alarms: 2 });
      expectError(await download(w.adminA, w.agentA.deptId, '2026-10'), 413, 'report.tooLarge');
      Object.assign(REPORT_LIMITS, saved, { readBudgetMs: -1 });
      expectError(await download(w.adminA, w.agentA.deptId, '2026-10'), 413, 'report.tooLarge');
    } finally {
      Object.assign(REPORT_LIMITS, saved);
    }
    expect((await download(w.adminA, w.agentA.deptId, '2026-10')).status).toBe(200);
  });
});
