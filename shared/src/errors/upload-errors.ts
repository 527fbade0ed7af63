import type { ErrorDefinitions } from './error-definition';

/** Images sent in parts and served in byte ranges (docs/decisions/0017). */
export const UPLOAD_ERRORS = {
  'upload.incomplete': { status: 400, message: 'The upload is incomplete or has expired, please upload the file again' },
  'upload.rangeNotSatisfiable': { status: 416, message: 'The requested byte range is outside the file' },
} as const satisfies ErrorDefinitions;
