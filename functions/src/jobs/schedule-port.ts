import type { JobItem } from '../data/entities/job-entity';

/** What a schedule needs to know about a job. */
export type ScheduledJob = Pick<JobItem, 'jobId' | 'jobName' | 'invokeTarget' | 'params' | 'cronExpression' | 'misfirePolicy' | 'concurrent' | 'status'>;

/**
 * Where job schedules live: EventBridge Scheduler in AWS, the in-process croner scheduler locally. The job
 * service calls it after every change of a job row; `upsert` also applies the row's status (paused or not).
 */
export interface SchedulePort {
  readonly kind: 'aws' | 'local';
  upsert(job: ScheduledJob): Promise<void>;
  pause(jobId: number): Promise<void>;
  resume(jobId: number): Promise<void>;
  remove(jobId: number): Promise<void>;
}

let override: SchedulePort | undefined;
let cached: Promise<SchedulePort> | undefined;

/** AWS when SCHEDULE_GROUP_NAME is set (the API functions' environment), the local scheduler otherwise. */
export function schedulePort(): Promise<SchedulePort> {
  if (override) return Promise.resolve(override);
  cached ??= process.env.SCHEDULE_GROUP_NAME
    ? import('./schedule-aws').then((m) => m.awsSchedulePort())
    : import('./schedule-local').then((m) => m.localSchedulePort);
  return cached;
}

/** Tests: replace the adapter (undefined restores the configured one). */
export function setSchedulePort(port: SchedulePort | undefined): void {
  override = port;
  cached = undefined;
}
