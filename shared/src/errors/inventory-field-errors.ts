import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const INVENTORY_FIELD_ERRORS = {
  'inventory.badRange': { status: 400, message: 'The end date cannot be before the start date' },
  'inventory.serialFormat': { status: 400, message: 'A serial number or product code has only letters, digits and . _ - ( ) / :' },
} as const satisfies ErrorDefinitions;
