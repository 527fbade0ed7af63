import { getStatusBackfill, saveStatusBackfill, type BackfillName } from '../../src/data/access/device-statuses';
import { runningStatusSweep } from '../../src/domain/iot/running-status-sweep';

/** Starts a running status sweep backfill again from the first device and runs the sweep until it says done. */
export async function runBackfillAgain(name: BackfillName): Promise<void> {
  await saveStatusBackfill({ cursor: '', done: false, devices: 0, updateTime: new Date().toISOString() }, name);
  // a budget of 0 walks one page a run: the loop bound stops a backfill that never ends
  for (let runs = 0; !(await getStatusBackfill(name))?.done; runs += 1) {
    if (runs >= 1000) throw new Error(`backfill ${name} not done after ${runs} runs`);
    await runningStatusSweep(Date.now(), 0);
  }
}
