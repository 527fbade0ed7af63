import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const ROLE_FIELD_ERRORS = {
  'role.customScopeEmpty': { status: 400, message: 'Tick at least one organization for a custom data scope' },
} as const satisfies ErrorDefinitions;
