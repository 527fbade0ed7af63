import type { Language } from '@aed/shared/constants/limits';
import { DEVICE_EXPORT } from '@aed/shared/i18n/device-labels';
import { BATTERY_VOLTAGE_COLUMNS, type DeviceSearch } from '@aed/shared/schemas/device';
import { listAllMonitorItems } from '../../data/access/monitor-items';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchDevices } from './device-lists';

/** Exports stop here (the file is for people, not a backup). */
const MAX_EXPORT_ROWS = 10_000;

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : n);

/** The devices matching a search as an xlsx workbook (at most MAX_EXPORT_ROWS), in the caller's language. */
export async function exportDevices(actor: Actor, search: DeviceSearch, language: Language): Promise<FileResult> {
  const rows = await searchDevices(actor, search, MAX_EXPORT_ROWS);
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
