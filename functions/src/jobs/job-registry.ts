import { deleteExpiredCaptchas } from '../data/access/captchas';
import { deleteExpiredSessions } from '../data/access/sessions';
import { nowSeconds } from '../lib/time';
import { resumeBackgroundTasks } from '../tasks/resume-tasks';
import { certificateValidityCheck } from './certificate-check';
import { leaseExpiryCheck } from '../domain/sale/lease-job';
import { uploadSweep } from '../domain/upload/upload-sweep';
import { licenceExpiryCheck } from './licence-expiry';
import { JOB_TARGETS, type JobTarget, type JobTargetName } from './job-targets';

/**
 * What each allowed job runs (job-targets.ts names them). Locally croner fires them; in AWS an EventBridge Scheduler
 * schedule invokes the job-runner Lambda with `{ job, params, jobId }`.
 */
export interface RegisteredJob extends JobTarget {
  run: (params: string) => Promise<{ affected: number }>;
}

async function cleanExpiredSessions(): Promise<{ affected: number }> {
  // DynamoDB TTL deletes within days and DynamoDB Local never does: remove idle sessions from the online list.
  return { affected: await deleteExpiredSessions(nowSeconds()) };
}

async function cleanExpiredCaptchas(): Promise<{ affected: number }> {
  return { affected: await deleteExpiredCaptchas(nowSeconds()) };
}

const RUNS: Record<JobTargetName, RegisteredJob['run']> = {
  cleanExpiredSessions,
  cleanExpiredCaptchas,
  certificateValidityCheck: (params) => certificateValidityCheck(params),
  leaseExpiryCheck: (params) => leaseExpiryCheck(params),
  uploadSweep: (params) => uploadSweep(params),
  resumeBackgroundTasks: () => resumeBackgroundTasks(),
  licenceExpiryCheck: (params) => licenceExpiryCheck(params),
};

export const JOBS: Record<string, RegisteredJob> = Object.fromEntries(
  Object.entries(JOB_TARGETS).map(([name, target]) => [name, { ...target, run: RUNS[name as JobTargetName] }]),
);
