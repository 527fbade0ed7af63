import type { ErrorDefinitions } from './error-definition';

/** Scheduled jobs errors. */
export const JOB_ERRORS = {
  'job.notFound': { status: 404, message: 'The job does not exist' },
  'job.nameExists': { status: 409, message: 'A job with this name already exists in the group' },
  'job.targetUnknown': { status: 400, message: 'The invoke target is not a registered job' },
  'job.cronInvalid': { status: 400, message: 'The cron expression is invalid' },
  'job.builtinCannotDelete': { status: 409, message: 'Built-in (system) jobs cannot be deleted' },
  'job.builtinGroupReserved': { status: 409, message: 'Only built-in jobs belong to the system group' },
  'job.builtinTargetImmutable': { status: 409, message: 'The invoke target of a built-in job cannot be changed' },
  'job.tooMany': { status: 409, message: 'The maximum number of jobs has been reached' },
  'job.scheduleFailed': { status: 502, message: 'The scheduler could not be updated, please retry' },
} as const satisfies ErrorDefinitions;
