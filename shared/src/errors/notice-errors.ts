import type { ErrorDefinitions } from './error-definition';

/** Notice errors. */
export const NOTICE_ERRORS = {
  'notice.notFound': { status: 404, message: 'The notice does not exist' },
  'notice.tooMany': { status: 409, message: 'The maximum number of notices has been reached' },
} as const satisfies ErrorDefinitions;
