import { ORDER_KIND } from '@aed/shared/schemas/work-order-states';
import { getStatusBackfill, getDeviceStatus, pageAllDeviceIds, saveStatusBackfill, statusesChangingBy, type BackfillName } from '../../data/access/device-statuses';
import { orderIsOpen, pageAllOrders, putTrainingDue } from '../../data/access/work-orders';
import { nowIso } from '../../lib/time';
import { deviceMonitorOf } from '../../data/access/telemetry';
import { refreshRunningStatus } from './running-status-refresh';
import { deviceConditionChanged } from './running-status';

/**
 * The running status sweep (job `runningStatusSweep`, hourly; decision 0047), what no event announces:
 * - **dates**: a maintenance date or a consumable expiry entering its "soon" window or passing changes a status with
 *   no event; each status names the day that happens next (`changeDay`), and the sweep refreshes those whose day
 *   came: one key range, never every device;
 * - **the backfill**: devices that never had a status (those made before running status existed, or before the status
 *   version changed) get one, in passes cut at a time budget and resumed from the saved cursor, until every device
 *   has one; devices made later get theirs when they are made;
 * - **training orders made before** their planned dates were kept by device: the open ones get theirs (the same way,
 *   over all orders, once) and their devices a fresh status;
 * - **device events and self-tests stored before they counted** (decision 0058): those devices get a fresh status, once.
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
  affected += await backfill('statuses', started, budgetMs, statusOfDevices);
  affected += await backfill('trainingDue', started, budgetMs, trainingDueOfOrders);
  affected += await backfill('deviceConditions', started, budgetMs, conditionsOfDevices);
  return { affected };
}

/** One page of a backfill: what it walks, and what it did with the page (devices refreshed). */
type BackfillPage = (cursor: string | null) => Promise<{ read: number; refreshed: number; cursor: string | null }>;

/** Devices with no status get one. */
const statusOfDevices: BackfillPage = async (cursor) => {
  const page = await pageAllDeviceIds(PAGE, cursor);
  let refreshed = 0;
  for (const deviceId of page.data) {
    if (await getDeviceStatus(deviceId)) continue;
    await refreshRunningStatus(deviceId);
    refreshed += 1;
  }
  return { read: page.data.length, refreshed, cursor: page.cursor };
};

/** Devices whose last events or self-test were stored before they counted get a fresh status (decision 0058). */
const conditionsOfDevices: BackfillPage = async (cursor) => {
  const page = await pageAllDeviceIds(PAGE, cursor);
  let refreshed = 0;
  for (const deviceId of page.data) {
    if (!deviceConditionChanged(await deviceMonitorOf(deviceId), null)) continue;
    await refreshRunningStatus(deviceId);
    refreshed += 1;
  }
  return { read: page.data.length, refreshed, cursor: page.cursor };
};

/** Open training orders keep their planned date by device, and their device's status counts it. */
const trainingDueOfOrders: BackfillPage = async (cursor) => {
  const page = await pageAllOrders(PAGE, cursor);
  const open = page.data.filter((o) => o.kind === ORDER_KIND.training && orderIsOpen(o) && o.trainingPlannedDate);
  for (const order of open) await putTrainingDue(order);
  const devices = [...new Set(open.map((o) => o.deviceId))];
  for (const deviceId of devices) await refreshRunningStatus(deviceId);
  return { read: page.data.length, refreshed: devices.length, cursor: page.cursor };
};

/** Walks a backfill from its saved cursor until done or out of time (the time is shared by the backfills of a run). */
async function backfill(name: BackfillName, started: number, budgetMs: number, walk: BackfillPage): Promise<number> {
  const state = await getStatusBackfill(name);
  if (state?.done) return 0;
  let cursor: string | null = state?.cursor || null;
  let seen = state?.devices ?? 0;
  let refreshed = 0;
  do {
    const page = await walk(cursor);
    seen += page.read;
    refreshed += page.refreshed;
    cursor = page.cursor;
    await saveStatusBackfill({ cursor: cursor ?? '', done: !cursor, devices: seen, updateTime: nowIso() }, name);
  } while (cursor && Date.now() - started < budgetMs);
  return refreshed;
}
