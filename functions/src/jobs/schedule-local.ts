import { localScheduler } from '../local/scheduler';
import type { SchedulePort } from './schedule-port';

/** Local adapter: keeps the in-process croner scheduler (functions/src/local/scheduler.ts) in step with the table. */
export const localSchedulePort: SchedulePort = {
  kind: 'local',
  upsert: async (job) => localScheduler.upsert(job),
  pause: async (jobId) => localScheduler.setPaused(jobId, true),
  resume: async (jobId) => localScheduler.setPaused(jobId, false),
  remove: async (jobId) => localScheduler.remove(jobId),
};
