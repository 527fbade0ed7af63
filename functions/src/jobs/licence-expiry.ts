import { LICENCE_REMINDER_DAYS } from '@aed/shared/schemas/licence';
import { getDeptById, listUsersOfDept } from '../data/access/dept-reads';
import { createUserMessageOnce } from '../data/access/user-messages';
import { listBatchesExpiringBetween, recordBatchExpiry, todayOf } from '../data/access/licences';
import { nowIso } from '../lib/time';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The seeded roles that administer an organization (admin, opsAdmin, orgAdmin: seed-data.ts). */
const ADMINISTRATOR_ROLE_IDS = [1, 2, 3];

/**
 * Licence expiry (decision 0041), daily:
 * - a batch with licences available that expires within 30 days: each administrator of its organization (users there
 *   holding a seeded administrator role) gets a message per threshold reached (30, then 7 days before), once (the
 *   message id is derived from batch, threshold and user: a second run writes nothing);
 * - a batch past its expiry: its unused licences are recorded as expired with a history line, once.
 * Reads the batches by expiry (one key range of gsi2), never a Scan.
 */
export async function licenceExpiryCheck(_params: string, at = nowIso()): Promise<{ affected: number }> {
  const today = todayOf(at);
  let affected = 0;
  const until = addDays(today, LICENCE_REMINDER_DAYS[0]);
  for (const batch of await listBatchesExpiringBetween('0000-00-00', until)) {
    if (batch.expireKey < today) {
      if (batch.expiryRecorded === '0' && (await recordBatchExpiry(batch, at))) affected += 1;
      continue;
    }
    if (batch.available <= 0) continue;
    const daysLeft = Math.round((Date.parse(`${batch.expireKey}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    // the nearest threshold reached (7 once within 7 days, else 30)
    const threshold = [...LICENCE_REMINDER_DAYS].sort((a, b) => a - b).find((d) => daysLeft <= d);
    if (threshold === undefined) continue;
    const dept = await getDeptById(batch.deptId);
    if (!dept) continue;
    const admins = (await listUsersOfDept(dept.deptPath)).filter((u) => !u.deleted && u.roleIds.some((r) => ADMINISTRATOR_ROLE_IDS.includes(r)));
    for (const user of admins) {
      const written = await createUserMessageOnce({
        messageId: `licence-${batch.batchId}-${threshold}-${user.userId}`,
        userId: user.userId,
        msgType: 'licenceExpiring',
        params: JSON.stringify({ batchId: batch.batchId, expireTime: batch.expireTime, available: batch.available, days: threshold, dept: dept.deptName }),
        title: 'Licences expiring',
        content: `${batch.available} licences of ${dept.deptName} expire on ${batch.expireTime}.`,
        readFlag: '0',
        createTime: at,
      });
      if (written) affected += 1;
    }
  }
  return { affected };
}
