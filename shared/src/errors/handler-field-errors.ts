import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const HANDLER_FIELD_ERRORS = {
  'handler.required': { status: 400, message: 'Required field cannot be left blank' },
} as const satisfies ErrorDefinitions;
