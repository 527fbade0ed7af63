import { randomBytes, randomUUID } from 'node:crypto';
import { QrBindingEntity, QrCodeEntity, type QrBindingItem, type QrCodeItem } from '../entities/qr-code-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { releaseMarker, takeMarker } from './unique-markers';
import { writeTransaction, type Refusal } from './transactions';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { QR_ERRORS } from '@aed/shared/errors/qr-errors';
import { errorRef } from '../../lib/app-error';

/*
 * QR codes (docs/decisions/0042). Reads answer the record as stored; who may see it is the domain's check
 * (`scopeCovers` on `deptPath`), and every write carries that same `deptPath` and the device it expects as its
 * condition, so a concurrent change of the code refuses the write instead of being overwritten.
 */

export type { QrCodeItem, QrBindingItem };

/** A new token: 16 random bytes (128 bits) in base64url, 22 characters. Never derived from the serial. */
export const newQrToken = () => randomBytes(16).toString('base64url');

/** One device holds one code at a time: the marker `qrDevice`/deviceId names its code. */
const deviceMarker = (deviceId: number) => ({ scope: 'qrDevice', value: String(deviceId) });

export async function getQrCode(code: string): Promise<QrCodeItem | null> {
  const { data } = await QrCodeEntity.get({ code }).go({ consistent: true });
  return data ?? null;
}

/** The code bound to a device, or null. */
export async function getQrCodeOfDevice(deviceId: number): Promise<QrCodeItem | null> {
  const { data } = await QrCodeEntity.query.byDevice({ deviceId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** A code's binding changes, oldest first. */
export async function listQrBindings(code: string): Promise<QrBindingItem[]> {
  const { data } = await QrBindingEntity.query.byCode({ code }).go({ pages: 'all' });
  return data;
}

export type QrWritePart = 'code' | 'deviceMarker' | 'oldMarker' | 'history';

const historyItem = (code: string, oldDeviceId: number, newDeviceId: number, by: string, time: string) => ({
  code,
  eventId: `${time}#${randomUUID()}`,
  oldDeviceId,
  newDeviceId,
  by,
  time,
});

/**
 * Creates codes in one transaction (unbound ones; or one bound to `deviceId`, with its device marker and its first
 * history line). Refused (`deviceMarker`) when the device got a code meanwhile.
 */
export function createQrCodes(items: readonly QrCodeItem[]): Promise<Refusal<QrWritePart> | null> {
  return writeTransaction<QrWritePart>({ qrCode: QrCodeEntity, unique: UniqueEntity, qrBinding: QrBindingEntity }, ({ qrCode, unique, qrBinding }, add) => {
    for (const item of items) {
      add('code', qrCode.create(item).commit());
      if (item.deviceId > 0) {
        add('deviceMarker', takeMarker(unique, deviceMarker(item.deviceId), item.code));
        add('history', qrBinding.create(historyItem(item.code, 0, item.deviceId, item.bindBy, item.bindTime)).commit());
      }
    }
  });
}

/**
 * Points `before` at `deviceId` (0 = unbinds): the code changes only if it still belongs to the same organization and
 * device as read; the old device's marker is released, the new one's taken (refused when that device holds another
 * code), and the change is added to the code's history.
 */
export function rebindQrCode(before: QrCodeItem, deviceId: number, by: string, time: string): Promise<Refusal<QrWritePart> | null> {
  return writeTransaction<QrWritePart>({ qrCode: QrCodeEntity, unique: UniqueEntity, qrBinding: QrBindingEntity }, ({ qrCode, unique, qrBinding }, add) => {
    add(
      'code',
      qrCode
        .patch({ code: before.code })
        .set({ deviceId, bindBy: by, bindTime: time })
        .where((attr, op) => `${op.eq(attr.deviceId, before.deviceId)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
    );
    if (before.deviceId > 0) add('oldMarker', releaseMarker(unique, deviceMarker(before.deviceId), before.code));
    if (deviceId > 0) add('deviceMarker', takeMarker(unique, deviceMarker(deviceId), before.code));
    add('history', qrBinding.create(historyItem(before.code, before.deviceId, deviceId, by, time)).commit());
  });
}

// ---- paging ------------------------------------------------------------------------------------------------------

export interface QrFilter {
  bound?: boolean;
  code?: string;
}

/** One key-prefix Query of the `byPath` index per partition of the caller's scope, newest first within an organization. */
function qrQuery(p: PathPartition, f: QrFilter) {
  const q = QrCodeEntity.query.byPath({ list: 'qr' }).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.bound === true && op.gt(attr.deviceId, 0),
      f.bound === false && op.eq(attr.deviceId, 0),
      f.code && op.contains(attr.code, f.code),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const qrList = partitionedList(qrQuery, errorRef(QR_ERRORS, 'qr.badCursor'), { order: 'desc' });
export const pageQrCodes = qrList.page;
/** The first page's total: a Select COUNT reading at most LIST_COUNT_CAP + 1 codes. */
export const countQrCodes = qrList.count;
