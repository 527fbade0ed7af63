import type { ErrorDefinitions } from './error-definition';

/** The codes the inspection-report schemas answer for an invalid field (shared/src/schemas/report.ts; spec section 5). */
export const REPORT_FIELD_ERRORS = {
  'report.opinionRequired': { status: 400, message: 'Give the audit opinion: a rejection says why' },
  'report.emailFormat': { status: 400, message: '{{email}} is not a valid email address' },
  'report.tooManyEmails': { status: 400, message: 'At most {{max}} receiver emails' },
  'report.deviceRequired': { status: 400, message: 'Choose the device' },
  'report.nameRequired': { status: 400, message: 'Enter the report name' },
  'report.controlCharacters': { status: 400, message: 'Line breaks and control characters are not allowed here' },
  // the report email schedule (shared/src/schemas/report-schedule.ts)
  'reportSchedule.deptRequired': { status: 400, message: 'Choose the organization' },
  'reportSchedule.emailsRequired': { status: 400, message: 'Enter at least one email address' },
  'reportSchedule.intervalDays': { status: 400, message: 'Interval days must be a whole number from 1 to 365' },
} as const satisfies ErrorDefinitions;
