import { getStatusBackfill, getDeviceStatus, pageAllDeviceIds, saveStatusBackfill, statusesChangingBy } from '../../data/access/device-statuses';
import { nowIso } from '../../lib/time';
import { refreshRunningStatus } from './running-status-refresh';

/**
 * The running status sweep (job `runningStatusSweep`, hourly; decision 0047), what no event announces:
 * - **dates**: a maintenance date or a consumable expiry entering its "soon" window or passing changes a status with
 *   no event; each status names the day that happens next (`changeDay`), and the sweep refreshes those whose day
 *   came: one key range, never every device;
 * - **the backfill**: devices that never had a status (those made before running status existed, or before the status
 *   version changed) get one, in passes cut at a time budget and resumed from the saved cursor, until every device
 *   has one; devices made later get theirs when they are made.
 */

const PAGE = 100;
/** A run stops walking devices after this long (the job runner's timeout is 5 minutes) and goes on at the next. */
export const BACKFILL_BUDGET_MS = 3 * 60_000;

export async function runningStatusSweep(nowMs = Date.now(), budgetMs = BACKFILL_BUDGET_MS): Promise<{ affected: number }> {
  const started = Date.now();
  const today = new Date(nowMs).toISOString().slice(0, 10);
  let affected = 0;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof statusesChangingBy>> = await statusesChangingBy(today, PAGE, cursor);
    cursor = page.cursor;
    for (const deviceId of page.data) await refreshRunningStatus(deviceId);
    affected += page.data.length;
  } while (cursor);
  return { affected: affected + (await backfill(started, budgetMs)) };
}

async function backfill(started: number, budgetMs: number): Promise<number> {
  const state = await getStatusBackfill();
  if (state?.done) return 0;
  let cursor: string | null = state?.cursor || null;
  let devices = state?.devices ?? 0;
  let counted = 0;
  do {
    const page = await pageAllDeviceIds(PAGE, cursor);
    for (const deviceId of page.data) {
      if (await getDeviceStatus(deviceId)) continue;
      await refreshRunningStatus(deviceId);
      counted += 1;
    }
    devices += page.data.length;
    cursor = page.cursor;
    await saveStatusBackfill({ cursor: cursor ?? '', done: !cursor, devices, updateTime: nowIso() });
  } while (cursor && Date.now() - started < budgetMs);
  return counted;
}
