import type { Language } from '@aed/shared/constants/limits';
import { DEVICE_EXPORT } from '@aed/shared/i18n/device-labels';
import { BATTERY_VOLTAGE_COLUMNS, type DeviceHistoryRow, type DevicePage, type DevicePageQuery, type DeviceSearch } from '@aed/shared/schemas/device';
import { getDeviceModelsByIds, listAllDeviceModels } from '../../data/access/catalogue-reads';
import {
  MAX_KEYWORD_MODELS,
  countDevicesByTallies,
  devicePartitionsOf,
  listDeviceMovements,
  listDevices,
  pageDevices,
  type DeviceFilter,
  type DevicePartition,
} from '../../data/access/devices';
import { listAllMonitorItems } from '../../data/access/monitor-items';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { toDeviceRecords, visibleDevice, visibleDeptNames } from './device-service';

/** Exports stop here (the file is for people, not a backup). */
const MAX_EXPORT_ROWS = 10_000;

/**
 * The Query partitions of a device list: the caller's data scope narrowed to the organization picked in the tree
 * (and below). Key-prefix Queries of the devices' organization-path index; never a Scan, never another tenant.
 */
async function partitionsFor(actor: Actor, deptId: number | undefined): Promise<DevicePartition[]> {
  return devicePartitionsOf((await listScope(actor, deptId)).scope);
}

/**
 * The filter of a search. The keyword (5 columns, spec section 9) is matched in product code, name, serial number and
 * IoT code on the device, and in the brand through the catalogue: the models whose brand holds the keyword (one Query
 * of the bounded model partition), so a renamed brand is found at once without rewriting devices.
 */
async function filterOf(search: DeviceSearch): Promise<DeviceFilter> {
  const keyword = search.keyword?.toLowerCase();
  const keywordModelIds = keyword
    ? (await listAllDeviceModels())
        .filter((m) => m.brand.toLowerCase().includes(keyword))
        .map((m) => m.modelId)
        .slice(0, MAX_KEYWORD_MODELS)
    : undefined;
  return { typeId: search.typeId, modelId: search.modelId, saleStatus: search.saleStatus, status: search.status, keyword, keywordModelIds };
}

/**
 * One cursor page of the caller's devices. Without a keyword, `total` is the sum of the tallies of the same
 * partitions and filters (exact, no device read); with one it is null and the list pages on by cursor (decision 0013).
 */
export async function devicePage(actor: Actor, query: DevicePageQuery): Promise<DevicePage> {
  const partitions = await partitionsFor(actor, query.deptId);
  const filter = await filterOf(query);
  const [{ rows, next }, total] = await Promise.all([
    pageDevices(partitions, filter, query.limit, query.cursor),
    filter.keyword ? Promise.resolve(null) : countDevicesByTallies(partitions, filter),
  ]);
  return { total, rows: await toDeviceRecords(rows), ...(next ? { next } : {}) };
}

/**
 * The device's stock movement lines as its sales history and location change records (the sales module will add its
 * sale records): oldest first; of a transfer's two lines, the `in` line (it carries both sides). Organization names
 * outside the caller's scope are withheld ('').
 */
export async function deviceHistory(actor: Actor, deviceId: number): Promise<DeviceHistoryRow[]> {
  const device = await visibleDevice(actor, deviceId);
  const lines = (await listDeviceMovements(device.deviceId)).filter((l) => !(l.kind === 'transfer' && l.side === 'out'));
  const [names, models] = await Promise.all([
    visibleDeptNames(actor.scope, lines.flatMap((l) => [l.fromDeptId ?? 0, l.toDeptId ?? 0])),
    getDeviceModelsByIds(lines.flatMap((l) => [l.fromModelId ?? 0, l.toModelId ?? 0]).filter((id) => id > 0)),
  ]);
  const modelName = new Map(models.map((m) => [m.modelId, m.modelName]));
  return lines.map((l) => ({
    movementId: l.movementId,
    groupId: l.groupId,
    kind: l.kind,
    side: l.side,
    deviceId: l.deviceId,
    serialNumber: l.serialNumber,
    equipmentCode: l.equipmentCode ?? '',
    deptId: l.deptId,
    modelId: l.modelId,
    typeId: l.typeId,
    fromDeptId: l.fromDeptId ?? 0,
    toDeptId: l.toDeptId ?? 0,
    fromSaleStatus: l.fromSaleStatus ?? '',
    toSaleStatus: l.toSaleStatus ?? '',
    fromModelId: l.fromModelId ?? 0,
    toModelId: l.toModelId ?? 0,
    operator: l.operator ?? '',
    time: l.time,
    remark: l.remark ?? '',
    fromDeptName: names.get(l.fromDeptId ?? 0) ?? '',
    toDeptName: names.get(l.toDeptId ?? 0) ?? '',
    fromModelName: modelName.get(l.fromModelId ?? 0) ?? '',
    toModelName: modelName.get(l.toModelId ?? 0) ?? '',
  }));
}

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : n);

/** The devices matching a search as an xlsx workbook (at most MAX_EXPORT_ROWS), in the caller's language. */
export async function exportDevices(actor: Actor, search: DeviceSearch, language: Language): Promise<FileResult> {
  const partitions = await partitionsFor(actor, search.deptId);
  const rows = await toDeviceRecords(await listDevices(partitions, await filterOf(search), MAX_EXPORT_ROWS));
  const items = new Map((await listAllMonitorItems()).map((i) => [i.itemId, i.itemCode]));
  const words = DEVICE_EXPORT[language];
  return xlsxFile('devices', {
    words,
    columns: [
      ['deviceId', 10],
      ['equipmentCode', 18],
      ['equipmentName', 24],
      ['serialNumber', 20],
      ['iotCode', 18],
      ['typeName', 14],
      ['brand', 14],
      ['modelName', 22],
      ['workingPrinciple', 16],
      ['deptName', 24],
      ['agentName', 24],
      ['saleStatus', 14],
      ['status', 12],
      ['productionDate', 14],
      ['purchaseDate', 14],
      ['outboundDate', 14],
      ['warrantyDate', 14],
      ['reservedInstallDate', 14],
      ['adultUpper', 10],
      ['adultLower', 10],
      ['adultExpected', 10],
      ['adultDeviation', 10],
      ['childUpper', 10],
      ['childLower', 10],
      ['childExpected', 10],
      ['childDeviation', 10],
      ...BATTERY_VOLTAGE_COLUMNS.map((c) => [c, 10] as const),
      ['chargeTimeSeconds', 10],
      ['monitorItems', 30],
      ['buyoutTime', 20],
      ['remark', 30],
      ['createTime', 20],
    ],
    rows: rows.map((r) => ({
      ...r,
      workingPrinciple: r.workingPrinciple ? codedText(words, 'workingPrinciple', r.workingPrinciple) : '',
      saleStatus: codedText(words, 'saleStatus', r.saleStatus),
      status: codedText(words, 'status', r.status),
      adultUpper: r.adultShock.upper,
      adultLower: r.adultShock.lower,
      adultExpected: r.adultShock.expected,
      adultDeviation: r.adultShock.deviation,
      childUpper: r.childShock.upper,
      childLower: r.childShock.lower,
      childExpected: r.childShock.expected,
      childDeviation: r.childShock.deviation,
      // one column per voltage (the import reads the same columns back)
      ...Object.fromEntries(BATTERY_VOLTAGE_COLUMNS.map((c, i) => [c, num(r.batteryVoltages[i])])),
      chargeTimeSeconds: num(r.chargeTimeSeconds),
      monitorItems: r.monitorItemIds.map((id) => items.get(id) ?? String(id)).join(', '),
      buyoutTime: r.buyoutTime ? utcText(r.buyoutTime) : '',
      createTime: utcText(r.createTime),
    })),
  });
}
