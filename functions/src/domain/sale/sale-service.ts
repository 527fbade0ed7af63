/**
 * Sale records: sell (new sale, sublet), relet, update, relocate, void (docs/decisions/0043-sale-chain.md). Every
 * change of the device (organization, sale status, current sale) is written through the device's own transaction
 * (`updateDevice`), with the sale record, its counters and references in the same transaction (`extra`).
 */
import { refreshRunningStatus } from '../iot/running-status-refresh';
import { PERMISSIONS, hasPermission } from '@aed/shared/permissions/permissions';
import { SALE_ACTION, SALE_VALIDITY, SELL_TYPE, saleStatusFor, type CreateSaleBody, type ReletSaleBody, type RelocateSaleBody, type SaleRecord, type UpdateSaleBody } from '@aed/shared/schemas/sale';
import { DEVICE_ENABLED, SALE_STATUS } from '@aed/shared/schemas/device';
import { SALE_ERRORS } from '@aed/shared/errors/sale-errors';
import { DEVICE_FIELD_ERRORS } from '@aed/shared/errors/device-field-errors';
import { AppError } from '../../lib/app-error';
import { nowIso, timeId } from '../../lib/time';
import { nextId } from '../../data/access/ids';
import { getDept } from '../../data/access/access-control';
import { updateDevice } from '../../data/access/devices/device-writes';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { cadenceDue } from '../work-order/maintenance-cadence';
import { getSale, leaseRenewalVoided, leaseRenewed, leaseStops, relocationItem, runsAsLease, SALE_WRITE_ENTITIES, saleCreateItems, salesOfDevice, saleUpdateItems } from '../../data/access/sales';
import { writeTransaction, type TransactionEntities, type WriteOp } from '../../data/access/transactions';
import type { DeviceItem } from '../../data/entities/device-entity';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { SaleItem } from '../../data/entities/sale-entity';
import { scopeCovers } from '../../data/data-scope';
import type { Actor } from '../actor';
import { visibleDevice } from '../device/visible-device';
import { visibleDept } from '../dept/visible-dept';
import { deptGuardOf } from '../device/device-service';
import { deviceChangeOptions } from '../device/device-move';
import { assertAfterPrevious, assertHandlers, assertNoValidSublet, assertRegion, assertWithinParent } from './sale-rules';
import { saleInScope, toSaleRecords } from './sale-queries';
import { checkSaleFiles } from './sale-files';
import { prepareLicenceActivation, type LicenceActivation, type LicencePart } from '../licence/licence-activation';


type RecordFields = Omit<CreateSaleBody, 'deviceId' | 'buyerDeptId' | 'sellType' | 'files'>;

/** The record's own fields from a request (create or update). */
const fieldsOf = (b: RecordFields) => ({
  startDate: b.startDate,
  endDate: b.endDate,
  rentDueDate: b.rentDueDate,
  installer: b.installer,
  notifyPersons: b.notifyPersons,
  handlerIds: b.handlerIds,
  reportRecipients: b.reportRecipients,
  trainings: b.trainings.filter((t) => t.date || t.trainer || t.contact || t.location),
  regionId: b.regionId,
  address: b.address,
  locationDesc: b.locationDesc,
  ...(b.latitude !== null && b.longitude !== null ? { latitude: b.latitude, longitude: b.longitude } : { latitude: undefined, longitude: undefined }),
  customerCompany: b.customerCompany,
  contactName: b.contactName,
  jobTitle: b.jobTitle,
  contactPhone: b.contactPhone,
  contactEmail: b.contactEmail,
  warrantyDate: b.warrantyDate,
  reservedInstallDate: b.reservedInstallDate,
  actualInstallTime: b.actualInstallTime,
  nextMaintenanceDate: b.nextMaintenanceDate,
  licenceActivated: b.licenceActivated,
  remark: b.remark,
});

/** The device's newest sale (its `saleId`), or null when it is its organization's stock. */
async function currentSale(device: DeviceItem): Promise<SaleItem | null> {
  return device.saleId ? getSale(device.saleId) : null;
}

/** Writes the device change and the sale items in the device's one transaction. */
async function writeWithDevice(before: DeviceItem, after: DeviceItem, dept: DeptItem, by: string, saleItems: (e: TransactionEntities) => WriteOp[], remark: string, licences?: LicenceActivation) {
  const moveOptions = await deviceChangeOptions(before, dept, null, by, after.updateTime);
  await updateDevice(before, after, deptGuardOf(dept), {
    ...moveOptions,
    ...(licences ? { licences } : {}),
    movementRemark: remark,
    extraEntities: SALE_WRITE_ENTITIES,
    extra: (e) => [...(moveOptions.extra?.(e) ?? []), ...saleItems(e)],
  });
}

/**
 * Sells a device of the caller's scope to an organization below the one holding it (spec section 4, action 1). A
 * device its holder got through a running sale is sublet: the new record comes from that sale and lies within it.
 */
export async function createSale(actor: Actor, body: CreateSaleBody): Promise<SaleRecord> {
  if (body.sellType === SELL_TYPE.buyout && !hasPermission(actor.permissions, PERMISSIONS.sale.buyout)) throw AppError.of(SALE_ERRORS, 'sale.noBuyoutPermission');
  const device = await visibleDevice(actor, body.deviceId);
  if (!device.outboundDate) throw AppError.of(DEVICE_FIELD_ERRORS, 'device.outboundRequired');
  const current = await currentSale(device);
  // a lease that expired, or a device marked sold before it had a record, is not for sale: renew or void instead
  const forSale = current ? current.validity === SALE_VALIDITY.normal : device.saleStatus === SALE_STATUS.stock;
  if (!forSale) throw AppError.of(SALE_ERRORS, 'sale.deviceNotForSale', { serial: device.serialNumber });
  const buyer = await visibleDept(actor, body.buyerDeptId);
  if (!buyer.deptPath.startsWith(device.deptPath) || buyer.deptPath === device.deptPath) {
    throw AppError.of(SALE_ERRORS, 'sale.buyerNotBelow', {}, [{ path: 'buyerDeptId', errorCode: 'sale.buyerNotBelow' }]);
  }
  // the device's current sale, when it has one, is the sale this one comes from (a sublet)
  const parent = current;
  assertWithinParent(body, parent);
  const sales = await salesOfDevice(device.deviceId);
  assertAfterPrevious(body, device.deptId, sales, parent ? [parent.saleId] : []);
  await assertHandlers(actor, body.handlerIds);
  await assertRegion(body.regionId);
  const files = await checkSaleFiles(actor, body.files, []);

  const now = nowIso();
  const saleId = await nextId('sale');
  const item: SaleItem = {
    saleId,
    deviceId: device.deviceId,
    serialNumber: device.serialNumber,
    sellerDeptId: device.deptId,
    buyerDeptId: buyer.deptId,
    deptPath: buyer.deptPath,
    parentSaleId: parent?.saleId ?? 0,
    renewsSaleId: 0,
    priorSaleId: device.saleId ?? 0,
    priorSaleStatus: device.saleStatus,
    action: SALE_ACTION.create,
    sellType: body.sellType,
    validity: SALE_VALIDITY.normal,
    ...fieldsOf(body),
    files: files.kept,
    searchText: '',
    voidBy: '',
    voidTime: '',
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  const after: DeviceItem = {
    ...device,
    deptId: buyer.deptId,
    deptPath: buyer.deptPath,
    saleStatus: saleStatusFor(body.sellType, device.saleStatus),
    saleId,
    buyoutTime: body.sellType === SELL_TYPE.buyout ? now : device.buyoutTime,
    updateBy: actor.username,
    updateTime: now,
  };
  // the licence-activated flag takes the device's licence now, from its new organization's pool (decision 0041)
  const licences = body.licenceActivated ? await prepareLicenceActivation([after], actor.username, now) : undefined;
  // a device sold or leased to be used gets its first maintenance planned by its model's cadence (decision 0045)
  const plannedDue = body.sellType === SELL_TYPE.stock || item.nextMaintenanceDate ? '' : await cadenceDue(device.modelId, item.actualInstallTime || item.startDate);
  await writeWithDevice(device, after, buyer, actor.username, (e) => saleCreateItems(e, item, files.changes, plannedDue), `sale:${saleId}`, licences);
  // the device counts in its new organization's roll-up, with its first maintenance planned
  await refreshRunningStatus(device.deviceId);
  return (await toSaleRecords([item]))[0]!;
}

/**
 * A sale record the caller may change: readable (its buyer in the caller's scope) and the caller's scope reaches the
 * seller. A sale is the seller's act: the buyer reads its record but does not update, renew, relocate or void it.
 */
async function changeableSale(actor: Actor, saleId: number): Promise<{ sale: SaleItem; seller: DeptItem }> {
  const sale = await saleInScope(actor, saleId);
  const seller = await getDept(sale.sellerDeptId);
  if (!seller || !scopeCovers(actor.scope, seller.deptPath)) throw AppError.of(SALE_ERRORS, 'sale.sellerOnly');
  return { sale, seller };
}

/** The device of a sale, as it is now (a sale names one; it cannot be deleted while a sale names it). */
async function deviceOf(sale: SaleItem): Promise<DeviceItem> {
  const device = await getDeviceById(sale.deviceId);
  if (!device) throw AppError.of(SALE_ERRORS, 'sale.notFound');
  return device;
}

/** The sale is the device's newest, else why not: a running sublet below it, or a later record (a renewal). */
function assertCurrent(sale: SaleItem, device: DeviceItem, sales: readonly SaleItem[]): void {
  if (device.saleId === sale.saleId) return;
  assertNoValidSublet(sale, sales);
  throw AppError.of(SALE_ERRORS, 'sale.notCurrent');
}

/**
 * Relets a lease (spec section 4, action 2): a new lease period for the same buyer, starting after the previous one
 * ends (and within the sale the lease comes from). A lease that expired runs again.
 */
export async function reletSale(actor: Actor, body: ReletSaleBody): Promise<SaleRecord> {
  const { sale: lease } = await changeableSale(actor, body.saleId);
  if (lease.sellType !== SELL_TYPE.rent) throw AppError.of(SALE_ERRORS, 'sale.notALease');
  if (lease.validity === SALE_VALIDITY.void) throw AppError.of(SALE_ERRORS, 'sale.notNormal');
  const device = await deviceOf(lease);
  const sales = await salesOfDevice(device.deviceId);
  assertCurrent(lease, device, sales);
  if (body.startDate <= lease.endDate) throw AppError.of(SALE_ERRORS, 'sale.reletTooEarly', { date: lease.endDate }, [{ path: 'startDate', errorCode: 'sale.reletTooEarly' }]);
  const parent = lease.parentSaleId ? (sales.find((s) => s.saleId === lease.parentSaleId) ?? null) : null;
  assertWithinParent(body, parent);
  const dept = await getDept(device.deptId);
  if (!dept) throw AppError.of(SALE_ERRORS, 'sale.notFound');

  const now = nowIso();
  const saleId = await nextId('sale');
  const { renewedBy: _renewedBy, ...renewed } = lease;
  const renewal: SaleItem = {
    ...renewed,
    saleId,
    renewsSaleId: lease.saleId,
    priorSaleId: lease.saleId,
    priorSaleStatus: device.saleStatus,
    action: SALE_ACTION.relet,
    validity: SALE_VALIDITY.normal,
    startDate: body.startDate,
    endDate: body.endDate,
    rentDueDate: body.rentDueDate,
    remark: body.remark,
    // the installation's documents stay with the record they were attached to
    files: [],
    voidBy: '',
    voidTime: '',
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  const after: DeviceItem = { ...device, saleStatus: SALE_STATUS.inLease, saleId, updateBy: actor.username, updateTime: now };
  await writeWithDevice(device, after, dept, actor.username, (e) => [...leaseStops(e, lease), leaseRenewed(e, lease, saleId), ...saleCreateItems(e, renewal)], `relet:${saleId}`);
  return (await toSaleRecords([renewal]))[0]!;
}

/**
 * Updates a sale record (spec section 4, action 3): every field but its device, buyer and type; refused while a
 * subordinate agent holds a running sale of the device from it.
 */
export async function updateSale(actor: Actor, body: UpdateSaleBody): Promise<SaleRecord> {
  const { sale: before } = await changeableSale(actor, body.saleId);
  if (before.validity !== SALE_VALIDITY.normal) throw AppError.of(SALE_ERRORS, 'sale.notNormal');
  if (before.sellType !== body.sellType) throw AppError.of(SALE_ERRORS, 'sale.typeFixed', {}, [{ path: 'sellType', errorCode: 'sale.typeFixed' }]);
  const sales = await salesOfDevice(before.deviceId);
  assertNoValidSublet(before, sales);
  const parent = before.parentSaleId ? (sales.find((s) => s.saleId === before.parentSaleId) ?? null) : null;
  assertWithinParent(body, parent);
  assertAfterPrevious(body, before.sellerDeptId, sales, [before.saleId, before.renewsSaleId, before.parentSaleId]);
  if (before.renewsSaleId) {
    const renewed = sales.find((s) => s.saleId === before.renewsSaleId);
    if (renewed && body.startDate <= renewed.endDate) throw AppError.of(SALE_ERRORS, 'sale.reletTooEarly', { date: renewed.endDate }, [{ path: 'startDate', errorCode: 'sale.reletTooEarly' }]);
  }
  await assertHandlers(actor, body.handlerIds, before.handlerIds);
  if (body.regionId !== before.regionId) await assertRegion(body.regionId);
  const files = await checkSaleFiles(actor, body.files, before.files ?? []);
  const after: SaleItem = { ...before, ...fieldsOf(body), files: files.kept, updateBy: actor.username, updateTime: nowIso() };
  // the flag newly set takes the device's licence in the same transaction (none when it holds one already)
  const device = body.licenceActivated && !before.licenceActivated ? await deviceOf(before) : null;
  const licences = device ? await prepareLicenceActivation([device], actor.username, after.updateTime) : null;
  const refused = await writeTransaction<'sale' | LicencePart>(licences ? { ...SALE_WRITE_ENTITIES, ...licences.entities } : SALE_WRITE_ENTITIES, (e, add) => {
    for (const op of saleUpdateItems(e, before, after, files.changes)) add('sale', op);
    if (licences?.devices.length) licences.addTo(e, add);
  });
  if (refused) throw refused.part && typeof refused.part === 'object' ? await refused.part.answer() : new AppError('common.conflict');
  return (await toSaleRecords([after]))[0]!;
}

/** Moves the device of a running sale to another place; the move is kept (location change records). */
export async function relocateSale(actor: Actor, body: RelocateSaleBody): Promise<SaleRecord> {
  const { sale: before } = await changeableSale(actor, body.saleId);
  if (before.validity !== SALE_VALIDITY.normal) throw AppError.of(SALE_ERRORS, 'sale.notNormal');
  const device = await deviceOf(before);
  // a lease a sub-agent still holds a sale from is refused as such (spec section 5), before "not the newest"
  assertCurrent(before, device, await salesOfDevice(device.deviceId));
  if (body.regionId !== before.regionId) await assertRegion(body.regionId);
  const now = nowIso();
  const place = (s: Pick<SaleItem, 'regionId' | 'address' | 'locationDesc' | 'latitude' | 'longitude'>) => ({
    regionId: s.regionId,
    address: s.address,
    locationDesc: s.locationDesc,
    ...(s.latitude !== undefined && s.latitude !== null && s.longitude !== undefined && s.longitude !== null ? { latitude: s.latitude, longitude: s.longitude } : {}),
  });
  const to = place({ regionId: body.regionId, address: body.address, locationDesc: body.locationDesc, latitude: body.latitude ?? undefined, longitude: body.longitude ?? undefined });
  const after: SaleItem = { ...before, ...to, latitude: to.latitude, longitude: to.longitude, updateBy: actor.username, updateTime: now };
  const refused = await writeTransaction<'sale'>(SALE_WRITE_ENTITIES, (e, add) => {
    for (const op of saleUpdateItems(e, before, after)) add('sale', op);
    add('sale', relocationItem(e, { deviceId: device.deviceId, relocationId: timeId(), saleId: before.saleId, from: place(before), to, remark: body.remark, operator: actor.username, time: now }));
  });
  if (refused) throw new AppError('common.conflict');
  return (await toSaleRecords([after]))[0]!;
}

/**
 * Voids sales (one or many): each device goes back to its seller as it was before the sale (organization, sale
 * status, the sale it was held by). Only the device's newest sale can be voided, never one a subordinate agent still
 * holds a running sale from, nor one whose device is enabled (disable it first). Every sale is checked before any is
 * written, newest first and each against its device as the voids before it leave it (a sublet and the renewal it
 * holds can go in one call); each is then its device's own transaction.
 */
export async function voidSales(actor: Actor, ids: readonly number[]): Promise<void> {
  const plans: { sale: SaleItem; deviceId: number; seller: DeptItem; prior: SaleItem | null }[] = [];
  const devices = new Map<number, DeviceItem>();
  const salesOf = new Map<number, SaleItem[]>();
  // a device's newer sales have higher ids (a renewal, a sublet): void them first
  for (const id of [...ids].sort((a, b) => b - a)) {
    // voiding is the seller's act: a buyer alone cannot undo its purchase
    const { sale, seller } = await changeableSale(actor, id);
    if (sale.validity === SALE_VALIDITY.void) throw AppError.of(SALE_ERRORS, 'sale.notNormal');
    const device = devices.get(sale.deviceId) ?? (await deviceOf(sale));
    const sales = salesOf.get(device.deviceId) ?? (await salesOfDevice(device.deviceId));
    assertCurrent(sale, device, sales);
    if (device.status === DEVICE_ENABLED) throw AppError.of(SALE_ERRORS, 'sale.disableFirst', { serial: device.serialNumber });
    const prior = sale.priorSaleId ? (sales.find((s) => s.saleId === sale.priorSaleId) ?? null) : null;
    plans.push({ sale, deviceId: device.deviceId, seller, prior });
    devices.set(device.deviceId, voidedDevice(device, sale, seller, actor.username));
    salesOf.set(device.deviceId, sales.map((s) => (s.saleId === sale.saleId ? { ...s, validity: SALE_VALIDITY.void } : s)));
  }
  const written = new Map<number, DeviceItem>();
  for (const { sale, deviceId, seller, prior } of plans) {
    const now = nowIso();
    const device = written.get(deviceId) ?? (await deviceOf(sale));
    const voided: SaleItem = { ...sale, validity: SALE_VALIDITY.void, voidBy: actor.username, voidTime: now, updateBy: actor.username, updateTime: now };
    const after = voidedDevice(device, sale, seller, actor.username, now);
    // a renewal voided: the lease it renewed is no longer renewed, and runs again
    const renewed = prior && prior.saleId === sale.renewsSaleId ? prior : null;
    const resumes = renewed && runsAsLease(renewed) ? renewed : null;
    await writeWithDevice(
      device,
      after,
      seller,
      actor.username,
      (e) => [...saleUpdateItems(e, sale, voided), ...(renewed ? [leaseRenewalVoided(e, renewed)] : []), ...(resumes ? saleCreateLeaseItem(e, resumes) : [])],
      `void:${sale.saleId}`,
    );
    written.set(deviceId, after);
  }
  for (const deviceId of new Set(plans.map((p) => p.deviceId))) await refreshRunningStatus(deviceId);
}

/** The device as a void leaves it: back with the seller, in the sale status and sale it had before. */
const voidedDevice = (device: DeviceItem, sale: SaleItem, seller: DeptItem, by: string, now = nowIso()): DeviceItem => ({
  ...device,
  deptId: seller.deptId,
  deptPath: seller.deptPath,
  saleStatus: sale.priorSaleStatus,
  saleId: sale.priorSaleId,
  updateBy: by,
  updateTime: now,
});

/** The lease item of a lease running again (its record is unchanged). */
const saleCreateLeaseItem = (e: TransactionEntities, s: SaleItem): WriteOp[] => [e.leaseDue.put({ rentDueDate: s.rentDueDate, saleId: s.saleId, deviceId: s.deviceId, deptPath: s.deptPath }).commit() as WriteOp];
