/**
 * Reading sale records (the list, one record, a device's sales history and location change records), apart from the
 * changes (sale-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */
import type { CursorPage } from '@aed/shared/api/envelope';
import type { RelocationRecord, SaleFileSlot, SalePageQuery, SaleRecord } from '@aed/shared/schemas/sale';
import { isLanguage } from '@aed/shared/constants/limits';
import { SALE_ERRORS } from '@aed/shared/errors/sale-errors';
import { AppError } from '../../lib/app-error';
import { countSales, getSaleInScope, pageSales, relocationsOfDeviceInScope, salesOfDeviceInScope } from '../../data/access/sales';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { getUsersByIds } from '../../data/access/user-reads';
import { getRegions } from '../../data/access/regions';
import { getDevicesByIds } from '../../data/access/devices/device-reads';
import { scopeQueries } from '../../data/data-scope';
import type { RelocationItem, SaleItem } from '../../data/entities/sale-entity';
import type { Actor } from '../actor';
import { deptNamesOf } from '../org-records';
import { listScope } from '../list-scope';
import { visibleDevice } from '../device/visible-device';

/** A sale record in the caller's scope (its buyer's organization); outside it, it does not exist for them. */
export async function saleInScope(actor: Actor, saleId: number): Promise<SaleItem> {
  const sale = await getSaleInScope(actor.scope, saleId);
  if (!sale) throw AppError.of(SALE_ERRORS, 'sale.notFound');
  return sale;
}

type Place = Pick<SaleItem, 'regionId' | 'address' | 'locationDesc' | 'latitude' | 'longitude'>;

const placeOf = (p: Place, regions: Map<number, string>) => ({
  regionId: p.regionId,
  regionName: p.regionId ? (regions.get(p.regionId) ?? '') : '',
  address: p.address,
  locationDesc: p.locationDesc,
  latitude: p.latitude ?? null,
  longitude: p.longitude ?? null,
});

async function regionNames(ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  return new Map((await getRegions(unique)).map((r) => [r.regionId, r.regionName]));
}

/** Records as the API answers them, with organization, handler, region and device names. */
export async function toSaleRecords(items: readonly SaleItem[]): Promise<SaleRecord[]> {
  const [depts, users, regions, devices] = await Promise.all([
    deptNamesOf(items.flatMap((s) => [s.sellerDeptId, s.buyerDeptId])),
    getUsersByIds([...new Set(items.flatMap((s) => s.handlerIds))]),
    regionNames(items.map((s) => s.regionId)),
    getDevicesByIds([...new Set(items.map((s) => s.deviceId))]),
  ]);
  const userNames = new Map(users.map((u) => [u.userId, u.nickName || u.username]));
  const deviceNames = new Map(devices.map((d) => [d.deviceId, d.equipmentName]));
  return items.map((s) => ({
    saleId: s.saleId,
    deviceId: s.deviceId,
    serialNumber: s.serialNumber,
    equipmentName: deviceNames.get(s.deviceId) ?? '',
    sellerDeptId: s.sellerDeptId,
    sellerDeptName: depts.get(s.sellerDeptId) ?? '',
    buyerDeptId: s.buyerDeptId,
    buyerDeptName: depts.get(s.buyerDeptId) ?? '',
    parentSaleId: s.parentSaleId,
    renewsSaleId: s.renewsSaleId,
    action: s.action,
    sellType: s.sellType,
    validity: s.validity,
    startDate: s.startDate,
    endDate: s.endDate,
    rentDueDate: s.rentDueDate,
    installer: s.installer,
    notifyPersons: s.notifyPersons.map((p) => ({ ...p, language: isLanguage(p.language) ? p.language : 'en' })),
    handlers: s.handlerIds.map((userId) => ({ userId, name: userNames.get(userId) ?? `#${userId}` })),
    reportRecipients: s.reportRecipients ?? [],
    trainings: s.trainings ?? [],
    location: placeOf(s, regions),
    customerCompany: s.customerCompany,
    contactName: s.contactName,
    jobTitle: s.jobTitle,
    contactPhone: s.contactPhone,
    contactEmail: s.contactEmail,
    warrantyDate: s.warrantyDate,
    reservedInstallDate: s.reservedInstallDate,
    actualInstallTime: s.actualInstallTime,
    nextMaintenanceDate: s.nextMaintenanceDate,
    licenceActivated: s.licenceActivated,
    remark: s.remark,
    files: (s.files ?? []).map((f) => ({ slot: f.slot as SaleFileSlot, uploadId: f.uploadId, fileName: f.fileName, contentType: f.contentType, size: f.size })),
    voidBy: s.voidBy,
    voidTime: s.voidTime,
    createBy: s.createBy,
    createTime: s.createTime,
    updateBy: s.updateBy,
    updateTime: s.updateTime,
  }));
}

/** One cursor page of the sales in the caller's scope (narrowed to the buyer organization picked in the tree). */
export async function salePage(actor: Actor, query: SalePageQuery): Promise<CursorPage<SaleRecord>> {
  const partitions = scopeQueries((await listScope(actor, query.deptId)).scope);
  const dueBy = query.dueWithinDays === undefined ? undefined : new Date(Date.now() + query.dueWithinDays * 86_400_000).toISOString().slice(0, 10);
  const renewed = query.renewed === undefined ? undefined : query.renewed === '1';
  const filter = { keyword: query.keyword?.toLowerCase(), sellType: query.sellType, validity: query.validity, dueBy, renewed };
  const page = await pageWithTotal(query.cursor, () => pageSales(partitions, filter, query.limit, query.cursor), () => countSales(partitions, filter));
  return { ...page, rows: await toSaleRecords(page.rows) };
}

export async function saleInfo(actor: Actor, saleId: number): Promise<SaleRecord> {
  return (await toSaleRecords([await saleInScope(actor, saleId)]))[0]!;
}

/** The sales history of a device of the caller's scope, newest first: the records the caller's scope reaches. */
export async function deviceSales(actor: Actor, deviceId: number): Promise<SaleRecord[]> {
  const device = await visibleDevice(actor, deviceId);
  const sales = (await salesOfDeviceInScope(actor.scope, device.deviceId)).reverse();
  return toSaleRecords(sales);
}

/** The location change records of a device of the caller's scope, newest first (of the sales the caller sees). */
export async function deviceRelocations(actor: Actor, deviceId: number): Promise<RelocationRecord[]> {
  const device = await visibleDevice(actor, deviceId);
  const moves: RelocationItem[] = (await relocationsOfDeviceInScope(actor.scope, device.deviceId)).reverse();
  const regions = await regionNames(moves.flatMap((m) => [m.from.regionId, m.to.regionId]));
  return moves.map((m) => ({ relocationId: m.relocationId, saleId: m.saleId, deviceId: m.deviceId, from: placeOf(m.from, regions), to: placeOf(m.to, regions), remark: m.remark, operator: m.operator, time: m.time }));
}

