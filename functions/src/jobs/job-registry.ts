import { BUILT_IN_JOB_TEXTS } from '@aed/shared/i18n/built-in/jobs';
import { deleteExpiredCaptchas } from '../data/access/captchas';
import { deleteExpiredSessions } from '../data/access/sessions';
import { nowSeconds } from '../lib/time';
import { resumeBackgroundTasks } from '../tasks/resume-tasks';
import { certificateValidityCheck } from './certificate-check';

/**
 * Jobs are chosen from this allow-list by name, never run as free code. Locally croner fires them; in AWS an
 * EventBridge Scheduler schedule invokes the job-runner Lambda with `{ job, params, jobId }`.
 */
export interface RegisteredJob {
  name: string;
  description: string;
  /** Quartz cron (seconds first, decision 0036), run by croner locally and converted for EventBridge Scheduler. */
  defaultCron: string;
  run: (params: string) => Promise<{ affected: number }>;
}

async function cleanExpiredSessions(): Promise<{ affected: number }> {
  // DynamoDB TTL deletes within days and DynamoDB Local never does: remove idle sessions from the online list.
  return { affected: await deleteExpiredSessions(nowSeconds()) };
}

async function cleanExpiredCaptchas(): Promise<{ affected: number }> {
  return { affected: await deleteExpiredCaptchas(nowSeconds()) };
}

export const JOBS: Record<string, RegisteredJob> = {
  cleanExpiredSessions: {
    name: 'cleanExpiredSessions',
    description: BUILT_IN_JOB_TEXTS.cleanExpiredSessions.remark.en,
    defaultCron: '0 0/5 * * * ?',
    run: cleanExpiredSessions,
  },
  cleanExpiredCaptchas: {
    name: 'cleanExpiredCaptchas',
    description: BUILT_IN_JOB_TEXTS.cleanExpiredCaptchas.remark.en,
    defaultCron: '0 0/10 * * * ?',
    run: cleanExpiredCaptchas,
  },
  certificateValidityCheck: {
    name: 'certificateValidityCheck',
    description: BUILT_IN_JOB_TEXTS.certificateValidityCheck.remark.en,
    defaultCron: '0 0 1 * * ?',
    run: (params) => certificateValidityCheck(params),
  },
  // Background tasks (decision 0029): a worker that died or could not be started is replaced within minutes.
  resumeBackgroundTasks: {
    name: 'resumeBackgroundTasks',
    description: BUILT_IN_JOB_TEXTS.resumeBackgroundTasks.remark.en,
    defaultCron: '0 0/5 * * * ?',
    run: () => resumeBackgroundTasks(),
  },
};

export const isRegisteredJob = (name: string): boolean => Object.prototype.hasOwnProperty.call(JOBS, name);
