import type { CursorPage } from '@aed/shared/api/envelope';
import type { QrBindingRow, QrCodeRecord, QrPageQuery } from '@aed/shared/schemas/qr';
import { tokenOfScan } from '@aed/shared/schemas/qr';
import { QR_ERRORS } from '@aed/shared/errors/qr-errors';
import { countQrCodes, getQrCode, getQrCodeOfDevice, listQrBindings, pageQrCodes, type QrCodeItem, type QrFilter } from '../../data/access/qr-codes';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { listPartitions } from '../notify/binding-target';
import { getDevicesByIds } from '../../data/access/devices/device-reads';
import { scopeCovers } from '../../data/data-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { deptNamesOf } from '../org-records';
import { visibleDevice } from '../device/visible-device';

/**
 * A code the caller may see, from what a scanner typed (URL or bare token): a malformed one, a missing one and another
 * organization's are the same answer, `qr.notFound` ("Invalid QR Code"), so nothing leaks across tenants.
 */
export async function visibleQrCode(actor: Pick<Actor, 'scope'>, scanned: string): Promise<QrCodeItem> {
  const token = tokenOfScan(scanned);
  const item = token ? await getQrCode(token) : null;
  if (!item || !scopeCovers(actor.scope, item.deptPath)) throw AppError.of(QR_ERRORS, 'qr.notFound');
  return item;
}

/** Codes as the screens show them (organization name, serial of the device bound). */
export async function toQrRecords(items: readonly QrCodeItem[]): Promise<QrCodeRecord[]> {
  const [names, devices] = await Promise.all([
    deptNamesOf([...new Set(items.map((i) => i.deptId))]),
    getDevicesByIds([...new Set(items.map((i) => i.deviceId).filter((id) => id > 0))]),
  ]);
  const serial = new Map(devices.map((d) => [d.deviceId, d.serialNumber]));
  return items.map((i) => ({
    code: i.code,
    deptId: i.deptId,
    deptName: names.get(i.deptId) ?? '',
    deviceId: i.deviceId,
    serialNumber: serial.get(i.deviceId) ?? '',
    createBy: i.createBy,
    createTime: i.createTime,
    bindBy: i.bindBy,
    bindTime: i.bindTime,
  }));
}

/** The code bound to a device the caller may see (null when none). */
export async function qrCodeOfDevice(actor: Actor, deviceId: number): Promise<QrCodeRecord | null> {
  const device = await visibleDevice(actor, deviceId);
  const item = await getQrCodeOfDevice(device.deviceId);
  if (!item || !scopeCovers(actor.scope, item.deptPath)) return null;
  return (await toQrRecords([item]))[0]!;
}

/** A code's binding history, oldest first, with the serial numbers of the devices (the screens show those). */
export async function qrCodeHistory(actor: Actor, scanned: string): Promise<QrBindingRow[]> {
  const item = await visibleQrCode(actor, scanned);
  const bindings = await listQrBindings(item.code);
  const devices = await getDevicesByIds([...new Set(bindings.flatMap((b) => [b.oldDeviceId, b.newDeviceId]).filter((id) => id > 0))]);
  const serial = new Map(devices.map((d) => [d.deviceId, d.serialNumber]));
  return bindings.map((b) => ({
    code: b.code,
    oldDeviceId: b.oldDeviceId,
    newDeviceId: b.newDeviceId,
    oldSerialNumber: serial.get(b.oldDeviceId) ?? '',
    newSerialNumber: serial.get(b.newDeviceId) ?? '',
    by: b.by,
    time: b.time,
  }));
}

/** The codes of the caller's organizations (or of one, and below), newest first within an organization. */
export async function qrCodePage(actor: Actor, query: QrPageQuery): Promise<CursorPage<QrCodeRecord>> {
  const partitions = await listPartitions(actor, query.deptId);
  const filter: QrFilter = { bound: query.state === undefined ? undefined : query.state === 'bound', code: query.code ? (tokenOfScan(query.code) ?? query.code) : undefined };
  const page = await pageWithTotal(query.cursor, () => pageQrCodes(partitions, filter, query.limit, query.cursor), () => countQrCodes(partitions, filter));
  return { ...page, rows: await toQrRecords(page.rows) };
}
