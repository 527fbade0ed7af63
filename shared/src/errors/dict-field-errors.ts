import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const DICT_FIELD_ERRORS = {
  'dict.typeFormat': { status: 400, message: 'A dictionary type starts with a lowercase letter and holds only lowercase letters, digits and _' },
} as const satisfies ErrorDefinitions;
