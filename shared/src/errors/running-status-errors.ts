import type { ErrorDefinitions } from './error-definition';

/** The running status screens (docs/decisions/0048). A device or organization outside the scope is the device or dept notFound. */
export const RUNNING_STATUS_ERRORS = {
  'status.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
