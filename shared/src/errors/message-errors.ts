import type { ErrorDefinitions } from './error-definition';

/** My messages errors (docs/decisions/0044). */
export const MESSAGE_ERRORS = {
  'message.badCursor': { status: 400, message: 'The page cursor is not valid for this search' },
} as const satisfies ErrorDefinitions;
