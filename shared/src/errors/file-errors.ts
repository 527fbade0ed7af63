import type { ErrorDefinitions } from './error-definition';

/** Files that do not fit one request or answer: images sent in parts and served in byte ranges, exports (decision 0017). */
export const FILE_ERRORS = {
  'file.rangeNotSatisfiable': { status: 416, message: 'The requested byte range is outside the file' },
  'file.exportTooLarge': { status: 413, message: 'The export is too large for one file, narrow the search (for example a shorter time range)' },
} as const satisfies ErrorDefinitions;
