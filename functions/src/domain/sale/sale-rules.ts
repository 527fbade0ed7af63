/**
 * The sale rules that need other records (spec section 5, sales; docs/decisions/0043): the schema checks each record
 * alone (shared/src/schemas/sale.ts), these check it against the device's other sales, its handlers and its region.
 */
import { SALE_VALIDITY } from '@aed/shared/schemas/sale';
import { SALE_ERRORS } from '@aed/shared/errors/sale-errors';
import { AppError } from '../../lib/app-error';
import type { SaleItem } from '../../data/entities/sale-entity';
import { getUsersByIds } from '../../data/access/user-reads';
import { getRegion } from '../../data/access/regions';
import { scopeCovers } from '../../data/data-scope';
import type { Actor } from '../actor';

interface Period {
  startDate: string;
  endDate: string;
}

/**
 * A sublet lies within the sale it comes from: it starts on or after the parent's start and, when the parent ends,
 * ends on or before that end ("a sublet's end not later than its parent sale's end").
 */
export function assertWithinParent(p: Period, parent: SaleItem | null): void {
  if (!parent) return;
  const startsBefore = p.startDate < parent.startDate;
  const endsAfter = parent.endDate !== '' && (p.endDate === '' || p.endDate > parent.endDate);
  // the field that lies outside carries the message (the start when both do)
  if (startsBefore || endsAfter) {
    throw AppError.of(SALE_ERRORS, 'sale.subletOutsideParent', { start: parent.startDate, end: parent.endDate || '…' }, [{ path: startsBefore ? 'startDate' : 'endDate', errorCode: 'sale.subletOutsideParent' }]);
  }
}

/**
 * "Sale start not before the previous end": the newest end among the device's other records by the same seller
 * (void ones do not count; `except` the record itself and the sale it renews or comes from).
 */
export function assertAfterPrevious(p: Period, sellerDeptId: number, sales: readonly SaleItem[], except: readonly number[]): void {
  const previousEnd = sales
    .filter((s) => s.sellerDeptId === sellerDeptId && s.validity !== SALE_VALIDITY.void && !except.includes(s.saleId) && s.endDate)
    .reduce((max, s) => (s.endDate > max ? s.endDate : max), '');
  if (previousEnd && p.startDate < previousEnd) throw AppError.of(SALE_ERRORS, 'sale.startBeforePrevious', { date: previousEnd }, [{ path: 'startDate', errorCode: 'sale.startBeforePrevious' }]);
}

/** "Cancelling or modifying is refused while valid sales exist for subordinate agents." */
export function assertNoValidSublet(sale: SaleItem, sales: readonly SaleItem[]): void {
  if (sales.some((s) => s.parentSaleId === sale.saleId && s.validity === SALE_VALIDITY.normal)) throw AppError.of(SALE_ERRORS, 'sale.subordinateSales');
}

/**
 * The handlers chosen: each an account the caller's scope reaches (else as if missing) and active ("This account has
 * been deactivated, please choose another one"). The transaction checks the active status again.
 */
export async function assertHandlers(actor: Actor, handlerIds: readonly number[], kept: readonly number[] = []): Promise<Map<number, string>> {
  const users = await getUsersByIds([...handlerIds]);
  const names = new Map(users.map((u) => [u.userId, u.nickName || u.username]));
  for (const id of handlerIds) {
    const user = users.find((u) => u.userId === id);
    // a handler the record already names stays, even if the caller's scope no longer reaches the account
    if (!user || (!kept.includes(id) && !scopeCovers(actor.scope, user.deptPath))) throw AppError.of(SALE_ERRORS, 'sale.handlerNotFound', {}, [{ path: 'handlerIds', errorCode: 'sale.handlerNotFound' }]);
    if (user.status !== '0') throw AppError.of(SALE_ERRORS, 'sale.handlerUnavailable', { name: names.get(id) ?? '' }, [{ path: 'handlerIds', errorCode: 'sale.handlerUnavailable' }]);
  }
  return names;
}

/** The installation region, when one is given: it exists and is enabled (the transaction checks it again). */
export async function assertRegion(regionId: number): Promise<void> {
  if (!regionId) return;
  const region = await getRegion(regionId);
  if (!region || region.status !== '0') throw AppError.of(SALE_ERRORS, 'sale.regionUnavailable', {}, [{ path: 'regionId', errorCode: 'sale.regionUnavailable' }]);
}
