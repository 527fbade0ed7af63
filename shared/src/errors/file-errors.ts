import type { ErrorDefinitions } from './error-definition';

/** Files that do not fit one request or answer: images sent in parts and served in byte ranges, exports (decision 0017). */
export const FILE_ERRORS = {
  'file.rangeNotSatisfiable': { status: 416, message: 'The requested byte range is outside the file' },
  'file.exportTooLarge': { status: 413, message: 'The export is too large for one file, narrow the search (for example a shorter time range)' },
} as const satisfies ErrorDefinitions;

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const FILE_FIELD_ERRORS = {
  'file.uploadIncomplete': { status: 400, message: 'The upload is incomplete or has expired, please upload the file again' },
} as const satisfies ErrorDefinitions;
