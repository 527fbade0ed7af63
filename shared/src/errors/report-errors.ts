import type { ErrorDefinitions } from './error-definition';

/** The monthly report (docs/decisions/0051). */
export const REPORT_ERRORS = {
  'report.futureMonth': { status: 400, message: 'The month has not begun yet: choose this month or an earlier one' },
  'report.tooLarge': { status: 413, message: 'The organization has too many devices or alarms for one report: choose an organization lower in the tree' },
} as const satisfies ErrorDefinitions;
