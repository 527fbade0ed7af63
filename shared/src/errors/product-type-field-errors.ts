import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const PRODUCT_TYPE_FIELD_ERRORS = {
  'productType.codeFormat': { status: 400, message: 'The product type code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)' },
} as const satisfies ErrorDefinitions;
