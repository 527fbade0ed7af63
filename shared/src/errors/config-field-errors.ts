import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const CONFIG_FIELD_ERRORS = {
  'config.valueBoolean': { status: 400, message: 'The value of this parameter must be true or false' },
  'config.valueInteger': { status: 400, message: 'The value of this parameter must be a whole number from {{min}} to {{max}}' },
} as const satisfies ErrorDefinitions;
