import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const FILE_FIELD_ERRORS = {
  'file.uploadIncomplete': { status: 400, message: 'The upload is incomplete or has expired, please upload the file again' },
} as const satisfies ErrorDefinitions;
