import { BUILT_IN_JOB_TEXTS } from '@aed/shared/i18n/built-in/jobs';

/**
 * The jobs a schedule may name: an allow-list by name, never free code. What the job screens show and check (name,
 * description, default schedule); what each one runs is in job-registry.ts, so the job screens' Lambdas carry none of
 * the jobs' code (decision 0034).
 */
export interface JobTarget {
  name: string;
  description: string;
  /** Quartz cron (seconds first, decision 0036), run by croner locally and converted for EventBridge Scheduler. */
  defaultCron: string;
}

const target = (name: keyof typeof BUILT_IN_JOB_TEXTS, defaultCron: string): JobTarget => ({ name, description: BUILT_IN_JOB_TEXTS[name].remark.en, defaultCron });

export const JOB_TARGETS = {
  cleanExpiredSessions: target('cleanExpiredSessions', '0 0/5 * * * ?'),
  cleanExpiredCaptchas: target('cleanExpiredCaptchas', '0 0/10 * * * ?'),
  certificateValidityCheck: target('certificateValidityCheck', '0 0 1 * * ?'),
  // Background tasks (decision 0029): a worker that died or could not be started is replaced within minutes.
  resumeBackgroundTasks: target('resumeBackgroundTasks', '0 0/5 * * * ?'),
  // Licences (decision 0041): reminders before expiry, expiries recorded.
  licenceExpiryCheck: target('licenceExpiryCheck', '0 10 1 * * ?'),
  // Leases (decision 0043): expired the night their rent due date has passed, reminders before it.
  leaseExpiryCheck: target('leaseExpiryCheck', '0 30 0 * * ?'),
  // Uploads (decision 0040): objects of uploads never attached to a record, removed once they expired.
  uploadSweep: target('uploadSweep', '0 40 2 * * ?'),
  // Work orders (decision 0045): maintenance orders made ahead of each device's next maintenance date.
  maintenancePlan: target('maintenancePlan', '0 50 1 * * ?'),
  // Telemetry (decision 0047): staleness lights, alarm delays, no-recurrence clears, missing alarm effects.
  telemetryWatch: target('telemetryWatch', '0 0/5 * * * ?'),
  // Running status (decision 0047): statuses that dates turn, and the backfill of devices that have none.
  runningStatusSweep: target('runningStatusSweep', '0 20 * * * ?'),
  // Inspection reports (decisions 0055, 0057): automatic reports left due, then the report email schedules due.
  reportMailing: target('reportMailing', '0 0/10 * * * ?'),
} as const satisfies Record<string, JobTarget>;

export type JobTargetName = keyof typeof JOB_TARGETS;

export const isRegisteredJob = (name: string): name is JobTargetName => Object.prototype.hasOwnProperty.call(JOB_TARGETS, name);
