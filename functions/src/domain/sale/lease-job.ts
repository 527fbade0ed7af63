/**
 * The daily lease job (docs/decisions/0043, "Leases"): a lease whose rent due date has passed expires (the device's
 * sale status 3 -> 4, the record's invalid status expired) and its people hear of it once; leases due within the
 * reminder thresholds are announced once per lease and threshold. Both are idempotent: a second run the same day
 * finds nothing to expire (the lease items are gone) and every reminder already taken.
 */
import { SALE_STATUS } from '@aed/shared/schemas/device';
import { SALE_VALIDITY } from '@aed/shared/schemas/sale';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { updateDevice } from '../../data/access/devices/device-writes';
import { getDept } from '../../data/access/access-control';
import { getSale, leasesDueBetween, leasesDueBefore, runsAsLease, SALE_WRITE_ENTITIES, saleUpdateItems, takeLeaseReminder } from '../../data/access/sales';
import { writeTransaction } from '../../data/access/transactions';
import { createUserMessageOnce } from '../../data/access/user-messages';
import type { SaleItem } from '../../data/entities/sale-entity';
import { deliverMail } from '../mail/mail-delivery';
import { leaseReminderText } from '../../mail/templates/lease-reminder-mail';
import { getUsersByIds } from '../../data/access/user-reads';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@aed/shared/constants/limits';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';
import { deptGuardOf } from '../device/device-service';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days before the rent due date a reminder goes out, when the job has no parameter. */
export const LEASE_REMINDER_DAYS = [30, 7, 1] as const;
const BATCH = 100;
const JOB_USER = 'system';

/** The job's parameter: reminder days, comma-separated (e.g. "30,7,1"); anything else gives the default. */
export function reminderDays(params: string): number[] {
  const days = params
    .split(',')
    .map((p) => Number.parseInt(p.trim(), 10))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 366);
  return (days.length ? [...new Set(days)] : [...LEASE_REMINDER_DAYS]).sort((a, b) => a - b);
}

/** Expires the leases due before `now`'s day, then announces the leases due within the reminder days. */
export async function leaseExpiryCheck(params: string, now = Date.now()): Promise<{ affected: number }> {
  const expired = await expireLeases(now);
  const reminded = await remindLeases(reminderDays(params), now);
  return { affected: expired + reminded };
}

/** Every lease whose rent due date is before today expires, in batches; answers how many did. */
export async function expireLeases(now = Date.now()): Promise<number> {
  const today = isoDay(now);
  let affected = 0;
  for (let round = 0; round < 1000; round++) {
    const due = await leasesDueBefore(today, BATCH);
    if (!due.length) break;
    let progressed = 0;
    for (const lease of due) {
      try {
        if (await expireLease(lease.saleId, lease.rentDueDate)) affected += 1;
        progressed += 1;
      } catch (err) {
        // a write racing this one (a renewal, a void): the next run sees the outcome
        logger.warn('lease not expired', { saleId: lease.saleId, error: err instanceof Error ? err.message : String(err) });
      }
    }
    if (!progressed) break;
  }
  return affected;
}

/** One lease: the record expires; the device too when the lease is what holds it (its newest sale). */
async function expireLease(saleId: number, rentDueDate: string): Promise<boolean> {
  const sale = await getSale(saleId);
  const at = nowIso();
  if (!sale || !runsAsLease(sale) || sale.rentDueDate !== rentDueDate) {
    // a lease item left by a record that stopped running: remove it
    await writeTransaction<'lease'>(SALE_WRITE_ENTITIES, (e, add) => add('lease', e.leaseDue.delete({ rentDueDate, saleId }).commit()));
    return false;
  }
  const expired: SaleItem = { ...sale, validity: SALE_VALIDITY.expired, updateBy: JOB_USER, updateTime: at };
  const device = await getDeviceById(sale.deviceId);
  const dept = device ? await getDept(device.deptId) : null;
  if (device && dept && device.saleId === sale.saleId && device.saleStatus === SALE_STATUS.inLease) {
    await updateDevice(device, { ...device, saleStatus: SALE_STATUS.leaseExpired, updateBy: JOB_USER, updateTime: at }, deptGuardOf(dept), {
      movementRemark: `leaseExpired:${saleId}`,
      extraEntities: SALE_WRITE_ENTITIES,
      extra: (e) => saleUpdateItems(e, sale, expired),
    });
  } else {
    const refused = await writeTransaction<'sale'>(SALE_WRITE_ENTITIES, (e, add) => {
      for (const op of saleUpdateItems(e, sale, expired)) add('sale', op);
    });
    if (refused) throw new Error('sale changed meanwhile');
  }
  await announce(expired, 0);
  return true;
}

/** Leases due from today to the largest threshold: each announced once at the nearest threshold it has reached. */
async function remindLeases(days: readonly number[], now: number): Promise<number> {
  const today = isoDay(now);
  const until = isoDay(now + Math.max(...days) * DAY_MS);
  let affected = 0;
  let cursor: string | null = null;
  do {
    const page = await leasesDueBetween(today, until, BATCH, cursor);
    cursor = page.cursor;
    for (const lease of page.data) {
      const left = Math.round((Date.parse(`${lease.rentDueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
      const threshold = days.find((d) => left <= d);
      if (threshold === undefined) continue;
      const sale = await getSale(lease.saleId);
      if (!sale || !runsAsLease(sale)) continue;
      if (await announce(sale, threshold)) affected += 1;
    }
  } while (cursor);
  return affected;
}

/**
 * Tells a lease's people once per threshold (0: expired): its handlers get a message in the product (in their
 * language), its notification persons a mail (in the language the sale gives each; one mail per language). The
 * reminder is taken first, so two runs never send it twice; a mail that fails waits in the mail outbox for a resend
 * (decision 0046; the reminder stays taken: nobody is told twice).
 */
async function announce(sale: SaleItem, threshold: number): Promise<boolean> {
  const recipients = new Map<string, Language>();
  for (const p of sale.notifyPersons) recipients.set(p.email.toLowerCase(), isLanguage(p.language) ? p.language : DEFAULT_LANGUAGE);
  if (!(await takeLeaseReminder(sale.saleId, sale.rentDueDate, threshold, nowIso(), recipients.size + sale.handlerIds.length))) return false;
  const facts = { serial: sale.serialNumber, rentDueDate: sale.rentDueDate, days: threshold };
  const params = JSON.stringify(facts);
  const handlers = await getUsersByIds(sale.handlerIds);
  for (const user of handlers) {
    const { subject, text } = leaseReminderText(isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE, facts);
    await createUserMessageOnce({
      messageId: `lease-${sale.saleId}-${sale.rentDueDate}-${threshold}-${user.userId}`,
      userId: user.userId,
      msgType: threshold === 0 ? 'leaseExpired' : 'leaseDue',
      params,
      title: subject,
      content: text,
      readFlag: '0',
      createTime: nowIso(),
    });
  }
  for (const language of new Set(recipients.values())) {
    const to = [...recipients].filter(([, l]) => l === language).map(([email]) => email);
    await deliverMail({ kind: 'leaseReminder', dept: { deptId: sale.buyerDeptId, deptPath: sale.deptPath }, to, ...leaseReminderText(language, facts), source: { type: 'sale', id: sale.saleId } });
  }
  return true;
}
