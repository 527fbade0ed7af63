import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const POST_FIELD_ERRORS = {
  'post.codeFormat': { status: 400, message: 'A position code holds only letters, digits, ".", "_" and "-" (no spaces)' },
} as const satisfies ErrorDefinitions;
