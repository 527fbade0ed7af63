import type { BindQrBody, GenerateQrBody, QrCodeRecord } from '@aed/shared/schemas/qr';
import { QR_ERRORS } from '@aed/shared/errors/qr-errors';
import { QR_FIELD_ERRORS } from '@aed/shared/errors/qr-field-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { getDept } from '../../data/access/access-control';
import { createQrCodes, getQrCode, getQrCodeOfDevice, newQrToken, rebindQrCode, type QrCodeItem } from '../../data/access/qr-codes';
import { scopeCovers } from '../../data/data-scope';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { visibleDevice } from '../device/visible-device';
import { toQrRecords, visibleQrCode } from './qr-queries';

/*
 * QR code changes (docs/decisions/0042): generation (unbound batches for an organization, or one code per device),
 * binding and unbinding. One code per device and one device per code at a time: the `qrDevice` marker and the
 * code's own condition (device and organization as read) are in every binding transaction.
 */

/** Generates codes; a device that already has a code answers that one (a reprint), so a device never gets two. */
export async function generateQrCodes(actor: Actor, body: GenerateQrBody): Promise<QrCodeRecord[]> {
  if (body.width < body.height) throw AppError.of(QR_FIELD_ERRORS, 'qr.widthBelowHeight', undefined, [{ path: 'width', errorCode: 'qr.widthBelowHeight' }]);
  const time = nowIso();
  if (!body.bound) {
    const dept = await getDept(body.deptId!);
    if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
    const items: QrCodeItem[] = Array.from({ length: body.amount }, () => ({
      code: newQrToken(),
      list: 'qr',
      deptId: dept.deptId,
      deptPath: dept.deptPath,
      deviceId: 0,
      createBy: actor.username,
      createTime: time,
      bindBy: '',
      bindTime: '',
    }));
    if (await createQrCodes(items)) throw new AppError('common.conflict');
    return toQrRecords(items);
  }
  const out: QrCodeItem[] = [];
  for (const deviceId of [...new Set(body.deviceIds)]) {
    const device = await visibleDevice(actor, deviceId);
    const existing = await getQrCodeOfDevice(device.deviceId);
    if (existing) {
      out.push(existing);
      continue;
    }
    const item: QrCodeItem = {
      code: newQrToken(),
      list: 'qr',
      deptId: device.deptId,
      deptPath: device.deptPath,
      deviceId: device.deviceId,
      createBy: actor.username,
      createTime: time,
      bindBy: actor.username,
      bindTime: time,
    };
    const refused = await createQrCodes([item]);
    if (refused) {
      // another request gave the device its code meanwhile: answer that one
      const now = await getQrCodeOfDevice(device.deviceId);
      if (!now) throw new AppError('common.conflict');
      out.push(now);
    } else out.push(item);
  }
  return toQrRecords(out);
}

/**
 * Binds a code (scanned URL or bare token) to a device: both must be the caller's to see (else "Invalid QR Code" /
 * "Equipment not found"), the device in the code's organization or below it, and without another code. A bound code
 * moves (its history keeps the old device).
 */
export async function bindQrCode(actor: Actor, body: BindQrBody): Promise<QrCodeRecord> {
  const code = await visibleQrCode(actor, body.code);
  const device = await visibleDevice(actor, body.deviceId);
  if (!device.deptPath.startsWith(code.deptPath)) throw AppError.of(QR_ERRORS, 'qr.deviceNotInOrganization');
  if (code.deviceId === device.deviceId) return (await toQrRecords([code]))[0]!;
  const held = await getQrCodeOfDevice(device.deviceId);
  if (held && held.code !== code.code) throw AppError.of(QR_ERRORS, 'qr.deviceHasCode');
  const time = nowIso();
  const refused = await rebindQrCode(code, device.deviceId, actor.username, time);
  if (refused) {
    if (refused.part === 'deviceMarker') throw AppError.of(QR_ERRORS, 'qr.deviceHasCode');
    throw new AppError('common.conflict');
  }
  return (await toQrRecords([{ ...code, deviceId: device.deviceId, bindBy: actor.username, bindTime: time }]))[0]!;
}

/** Unbinds a code from its device (kept in its history). */
export async function unbindQrCode(actor: Actor, scanned: string): Promise<QrCodeRecord> {
  const code = await visibleQrCode(actor, scanned);
  if (!code.deviceId) throw AppError.of(QR_ERRORS, 'qr.notBound');
  const time = nowIso();
  if (await rebindQrCode(code, 0, actor.username, time)) throw new AppError('common.conflict');
  const after = await getQrCode(code.code);
  return (await toQrRecords([after ?? { ...code, deviceId: 0 }]))[0]!;
}
