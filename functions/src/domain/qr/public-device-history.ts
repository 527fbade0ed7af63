import type { PublicHistoryRow } from '@aed/shared/schemas/qr';
import { listDeviceMovements } from '../../data/access/devices/stock-movements';
import { relocationsOfDevice, salesOfDevice } from '../../data/access/sales';
import { ordersDoneOfDevice } from '../../data/access/work-orders';
import { SALE_VALIDITY, saleStatusFor } from '@aed/shared/schemas/sale';
import { SALE_STATUS } from '@aed/shared/schemas/device';

/*
 * The public history of a device (the maintenance record a printed QR code opens, docs/decisions/0042): what a
 * passer-by may read, and nothing else: no names of persons or organizations, no phones, no emails.
 *
 * Each module that keeps events of a device adds ONE source to PUBLIC_HISTORY_SOURCES: an async function from the
 * device id to rows `{ kind, time, detail }` (shared/src/schemas/qr.ts `publicHistoryRow`):
 * - `kind`: a stable word the public page translates (`qr.json` `history.kind.<kind>`): the device movements answer
 *   `registered`, `ownership`, `sale`, `model`; the sale records `installed`, `relocated`; the work-order module
 *   `inspection`, `maintenance`, `repair` (add their words to the four qr.json files);
 * - `time`: ISO 8601 UTC; `detail`: a code or short text without personal data (a sale status code, a work-order
 *   result code), translated by the page when it is a code (`history.detail.<kind>.<detail>`), shown as is otherwise.
 * The rows of every source are merged newest first.
 */
export type PublicHistorySource = (deviceId: number) => Promise<PublicHistoryRow[]>;

/** Installation, ownership and sale events from the device's stock movement lines (data/access/devices). */
export const movementHistory: PublicHistorySource = async (deviceId) => {
  const lines = (await listDeviceMovements(deviceId)).filter((l) => !(l.kind === 'transfer' && l.side === 'out') && l.kind !== 'delete');
  return lines.map((l) => {
    if (l.kind === 'create') return { kind: 'registered', time: l.time, detail: '' };
    if (l.kind === 'transfer') return { kind: 'ownership', time: l.time, detail: '' };
    if (l.kind === 'saleStatus') return { kind: 'sale', time: l.time, detail: l.toSaleStatus ?? '' };
    return { kind: 'model', time: l.time, detail: '' };
  });
};

/**
 * What the sale records tell (the movements tell the ownership changes, not the sale status a sale gives): each
 * sale, renewal and sublet with the sale status it gave the device, its void (the status given back) or its expiry,
 * the installation (the actual installation date of a sale not voided) and each relocation. Codes and times only:
 * the addresses and the people of a sale stay out of the public page.
 */
export const saleHistory: PublicHistorySource = async (deviceId) => {
  const [sales, moves] = await Promise.all([salesOfDevice(deviceId), relocationsOfDevice(deviceId)]);
  const rows: PublicHistoryRow[] = [];
  for (const s of sales) {
    rows.push({ kind: 'sale', time: s.createTime, detail: saleStatusFor(s.sellType, s.priorSaleStatus) });
    if (s.validity === SALE_VALIDITY.void && s.voidTime) rows.push({ kind: 'sale', time: s.voidTime, detail: s.priorSaleStatus });
    if (s.validity === SALE_VALIDITY.expired) rows.push({ kind: 'sale', time: s.updateTime, detail: SALE_STATUS.leaseExpired });
    if (s.actualInstallTime && s.validity !== SALE_VALIDITY.void) rows.push({ kind: 'installed', time: s.actualInstallTime, detail: '' });
  }
  return [...rows, ...moves.map((m): PublicHistoryRow => ({ kind: 'relocated', time: m.time, detail: '' }))];
};

/** The public word of each order kind: alarm orders are repairs, installation orders installations. */
const ORDER_HISTORY_KIND = { '1': 'repair', '2': 'maintenance', '3': 'installed', '4': 'training', '5': 'service' } as const;

/** Completed work orders: the kind and day, and whether consumables were replaced (decision 0045). */
export const orderHistory: PublicHistorySource = async (deviceId) =>
  (await ordersDoneOfDevice(deviceId)).map((o) => ({ kind: ORDER_HISTORY_KIND[o.kind], time: o.processTime, detail: o.replaced ? 'replaced' : '' }));

/** The sources of the public history. */
export const PUBLIC_HISTORY_SOURCES: readonly PublicHistorySource[] = [movementHistory, saleHistory, orderHistory];

/** The public history of a device, newest first (every source). */
export async function publicDeviceHistory(deviceId: number, sources: readonly PublicHistorySource[] = PUBLIC_HISTORY_SOURCES): Promise<PublicHistoryRow[]> {
  const rows = (await Promise.all(sources.map((s) => s(deviceId)))).flat();
  return rows.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
