import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const MONITOR_FIELD_ERRORS = {
  'log.badRange': { status: 400, message: 'The start date must not be after the end date' },
} as const satisfies ErrorDefinitions;
