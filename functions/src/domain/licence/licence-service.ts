/**
 * Licence changes (docs/decisions/0041): minting at the root (the platform operator only) and selling part of a batch
 * to a direct child organization. Every count moves in one conditioned transaction (data/access/licences.ts).
 */
import { LICENCE_ERRORS } from '@aed/shared/errors/licence-errors';
import { LICENCE_FIELD_ERRORS } from '@aed/shared/errors/licence-field-errors';
import type { AllocateLicenceBody, MintLicenceBody } from '@aed/shared/schemas/licence';
import { getDeptById } from '../../data/access/dept-reads';
import { batchUsable, expireKeyOf, getLicenceBatch, mintLicenceBatch, sellLicences, todayOf } from '../../data/access/licences';
import { ROOT_DEPT, isPlatformScope, scopeCovers } from '../../data/data-scope';
import type { LicenceBatchItem } from '../../data/entities/licence-batch-entity';
import { AppError } from '../../lib/app-error';
import { nowIso, timeId } from '../../lib/time';
import type { Actor } from '../actor';
import { visibleDept } from '../dept/visible-dept';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Mints a batch at the root organization. Only a caller whose data scope is the whole platform may (else
 * `licence.mintPlatformOnly`, besides the `system:licence:mint` permission). A lifetime becomes the expiry date
 * today + lifetime days; an expiry date must be today or later.
 */
export async function mintLicences(actor: Actor, body: MintLicenceBody, at = nowIso()): Promise<{ batchId: string }> {
  if (!isPlatformScope(actor.scope)) throw AppError.of(LICENCE_ERRORS, 'licence.mintPlatformOnly');
  const today = todayOf(at);
  if (body.expireTime && body.expireTime < today) {
    throw AppError.of(LICENCE_FIELD_ERRORS, 'licence.expiryInPast', undefined, [{ path: 'expireTime', errorCode: 'licence.expiryInPast' }]);
  }
  const expireTime = body.lifetimeDays !== null ? addDays(today, body.lifetimeDays) : body.expireTime;
  const batch: LicenceBatchItem = {
    batchId: timeId(),
    deptId: ROOT_DEPT.deptId,
    sourceBatchId: '',
    sourceDeptId: 0,
    total: body.amount,
    available: body.amount,
    used: 0,
    sold: 0,
    expired: 0,
    expireTime,
    expireKey: expireKeyOf(expireTime),
    lifetimeDays: body.lifetimeDays ?? 0,
    sellingUnit: body.sellingUnit,
    buyingUnit: body.buyingUnit,
    expiryRecorded: '0',
    createBy: actor.username,
    createTime: at,
  };
  await mintLicenceBatch(batch);
  return { batchId: batch.batchId };
}

/** The judge of a sale on the records as read: the first broken rule's error, or null. */
async function saleRefusal(actor: Actor, body: AllocateLicenceBody, today: string): Promise<{ error: AppError | null; source: LicenceBatchItem | null; child: { deptId: number; deptPath: string } | null }> {
  const source = await getLicenceBatch(body.sourceBatchId);
  const seller = source ? await getDeptById(source.deptId) : null;
  // a batch of an organization outside the scope does not exist for the caller
  if (!source || !seller || !scopeCovers(actor.scope, seller.deptPath)) return { error: AppError.of(LICENCE_ERRORS, 'licence.batchNotFound'), source: null, child: null };
  const child = await visibleDept(actor, body.deptId);
  if (child.parentId !== source.deptId) return { error: AppError.of(LICENCE_ERRORS, 'licence.notDirectChild', undefined, [{ path: 'deptId', errorCode: 'licence.notDirectChild' }]), source, child };
  if (!batchUsable(source, today)) return { error: AppError.of(LICENCE_ERRORS, 'licence.batchExpired'), source, child };
  if (source.available < body.amount) {
    return { error: AppError.of(LICENCE_ERRORS, 'licence.amountExceedsAvailable', { available: source.available }, [{ path: 'amount', errorCode: 'licence.amountExceedsAvailable' }]), source, child };
  }
  return { error: null, source, child };
}

/**
 * Sells `amount` licences of a batch to a direct child of the batch's organization (decision 0022's reading of "a
 * parent allocates": the caller's scope covers the seller, the buyer is visible to it). The child gets a batch of its
 * own with the same expiry; it can never sell or activate more than that batch holds.
 */
export async function allocateLicences(actor: Actor, body: AllocateLicenceBody, at = nowIso()): Promise<{ batchId: string }> {
  const today = todayOf(at);
  const { error, source, child } = await saleRefusal(actor, body, today);
  if (error) throw error;
  const batchId = timeId();
  await sellLicences(
    { source: source!, child: { deptId: child!.deptId, deptPath: child!.deptPath }, amount: body.amount, sellingUnit: body.sellingUnit, buyingUnit: body.buyingUnit, batchId, by: actor.username, at },
    async () => {
      const again = await saleRefusal(actor, body, today).catch((e: unknown) => ({ error: e instanceof AppError ? e : AppError.of(DEPT_ERRORS, 'dept.notFound') }));
      return again.error ?? new AppError('common.conflict');
    },
  );
  return { batchId };
}
