import type { ErrorDefinitions } from './error-definition';

/** Operation log, login log and online users errors. */
export const MONITOR_ERRORS = {
  'log.rangeTooLong': { status: 400, message: 'The time range may span at most {{months}} months' },
  'log.badCursor': { status: 400, message: 'The page position is no longer valid, search again' },
  'operlog.notFound': { status: 404, message: 'The operation log does not exist' },
  'logininfor.notFound': { status: 404, message: 'The login log does not exist' },
  'logininfor.userOutOfScope': { status: 403, message: 'This account is outside your organization' },
  'online.notFound': { status: 404, message: 'The session has already ended' },
} as const satisfies ErrorDefinitions;
