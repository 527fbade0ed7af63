import { QR_TOKEN_PATTERN, type PublicRecord, type PublicRunningStatus } from '@aed/shared/schemas/qr';
import { addDays, todayUtc } from '@aed/shared/schemas/accessory';
import { QR_ERRORS } from '@aed/shared/errors/qr-errors';
import { getQrCode } from '../../data/access/qr-codes';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { getDeviceModel } from '../../data/access/catalogue-reads';
import { getDept } from '../../data/access/access-control';
import { listDeviceAccessories } from '../../data/access/accessories';
import { countEvent } from '../../data/access/rate-counters';
import { AppError } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { publicDeviceHistory } from './public-device-history';
import { getSale } from '../../data/access/sales';
import { getRegions } from '../../data/access/regions';
import { SALE_VALIDITY } from '@aed/shared/schemas/sale';

/** Reads of the public record per client address and minute (decision 0042). */
export const PUBLIC_RECORD_RATE = { perMinute: 30, window: { seconds: 60 } } as const;
/** Consumables expiring within this many days show as "expiring". */
const EXPIRING_DAYS = 30;

/**
 * The public maintenance record of the device a code is bound to (no login): rate-limited per client address
 * (`qr.tooManyRequests`, 429), a malformed or unknown code is `qr.invalidCode`, an unbound code or a deleted device
 * `qr.equipmentNotFound`. No personal data: model, brand, serial, the owning organization's name as the location,
 * the installation place of its running sale, readiness, consumables and the public history (public-device-history.ts).
 */
export async function publicRecord(code: string, clientIp: string): Promise<PublicRecord> {
  const { count } = await countEvent({ scope: `qrPublic#${clientIp || 'unknown'}`, key: 'reads' }, PUBLIC_RECORD_RATE.window, nowSeconds());
  if (count > PUBLIC_RECORD_RATE.perMinute) throw AppError.of(QR_ERRORS, 'qr.tooManyRequests');
  const item = QR_TOKEN_PATTERN.test(code) ? await getQrCode(code) : null;
  if (!item) throw AppError.of(QR_ERRORS, 'qr.invalidCode');
  const device = item.deviceId > 0 ? await getDeviceById(item.deviceId) : null;
  // a device moved out of the code's organization is not the code's to show
  if (!device || !device.deptPath.startsWith(item.deptPath)) throw AppError.of(QR_ERRORS, 'qr.equipmentNotFound');
  const [model, dept, installed, history, place] = await Promise.all([
    getDeviceModel(device.modelId),
    getDept(device.deptId),
    listDeviceAccessories(device.deviceId, 'installed', 50),
    publicDeviceHistory(device.deviceId),
    installationPlace(device.saleId),
  ]);
  const today = todayUtc();
  const soon = addDays(today, EXPIRING_DAYS);
  const consumables = installed.map((a) => ({
    category: a.category,
    kind: a.kind,
    name: a.name,
    expiryDate: a.expiryDate,
    state: !a.expiryDate ? ('ok' as const) : a.expiryDate < today ? ('expired' as const) : a.expiryDate <= soon ? ('expiring' as const) : ('ok' as const),
  }));
  const enabled = device.status === '0';
  const expiring = consumables.filter((c) => c.state === 'expiring').length;
  const expired = consumables.filter((c) => c.state === 'expired').length;
  const runningStatus: PublicRunningStatus = !enabled ? 'notInService' : expired > 0 ? 'consumableExpired' : expiring > 0 ? 'earlyWarning' : 'normal';
  return {
    deviceId: device.deviceId,
    device: { brand: model?.brand ?? '', modelName: model?.modelName ?? '', serialNumber: device.serialNumber, location: dept?.deptName ?? '', place },
    readiness: { enabled, runningStatus, expiring, expired },
    consumables,
    history,
  };
}

/**
 * Where the device is installed, from the sale it is held by while that sale runs: the region's name and the
 * location description (decision 0042: a public AED is meant to be found, but the street address of a sale may be a
 * private one, and contacts never show).
 */
async function installationPlace(saleId: number | undefined): Promise<string> {
  const sale = saleId ? await getSale(saleId) : null;
  if (!sale || sale.validity === SALE_VALIDITY.void) return '';
  const [region] = sale.regionId ? await getRegions([sale.regionId]) : [];
  return [region?.regionName, sale.locationDesc].filter((part) => !!part).join(' · ');
}
