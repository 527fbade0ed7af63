import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const DEVICE_MODEL_FIELD_ERRORS = {
  'deviceModel.consumableKindRepeated': { status: 400, message: 'Each consumable kind can be listed only once' },
  'deviceModel.codeFormat': { status: 400, message: 'The model code may only hold letters, digits, spaces and . _ ( ) / + -' },
} as const satisfies ErrorDefinitions;
