import { deleteExpiredCaptchas } from '../data/access/captchas';
import { deleteExpiredSessions } from '../data/access/sessions';
import { nowSeconds } from '../lib/time';
import { JOB_TARGETS, type JobTarget, type JobTargetName } from './job-targets';

/**
 * What each allowed job runs (job-targets.ts names them). Locally croner fires them; in AWS an EventBridge Scheduler
 * schedule invokes the job-runner Lambda with `{ job, params, jobId }`. The larger jobs are loaded when they run, so
 * the job screens' Lambdas (which import the runner for "Run once") carry none of their code or clients (S3, mail).
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
  certificateValidityCheck: async (params) => (await import('./certificate-check')).certificateValidityCheck(params),
  leaseExpiryCheck: async (params) => (await import('../domain/sale/lease-job')).leaseExpiryCheck(params),
  uploadSweep: async (params) => (await import('../domain/upload/upload-sweep')).uploadSweep(params),
  resumeBackgroundTasks: async () => (await import('../tasks/resume-tasks')).resumeBackgroundTasks(),
  licenceExpiryCheck: async (params) => (await import('./licence-expiry')).licenceExpiryCheck(params),
  maintenancePlan: async (params) => (await import('../domain/work-order/maintenance-plan')).maintenancePlan(params),
  telemetryWatch: async () => (await import('../domain/iot/telemetry-watch')).telemetryWatch(),
  runningStatusSweep: async () => (await import('../domain/iot/running-status-sweep')).runningStatusSweep(),
  reportMailing: async () => (await import('../domain/report/report-schedule-job')).reportScheduleJob(),
};

export const JOBS: Record<string, RegisteredJob> = Object.fromEntries(
  Object.entries(JOB_TARGETS).map(([name, target]) => [name, { ...target, run: RUNS[name as JobTargetName] }]),
);
