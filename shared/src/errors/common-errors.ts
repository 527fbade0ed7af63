import type { ErrorDefinitions } from './error-definition';

/** Errors any route may answer. */
export const COMMON_ERRORS = {
  'common.badRequest': { status: 400, message: 'The request is invalid' },
  'common.validation': { status: 400, message: 'Please enter all fields correctly' },
  /** A required field left empty: the one wording of every form. */
  'common.required': { status: 400, message: 'This field is required' },
  'common.dateRangeReversed': { status: 400, message: 'The end date cannot be before the start date' },
  'common.unauthorized': { status: 401, message: 'Invalid login, please log in again' },
  'common.forbidden': { status: 403, message: 'You do not have permission for this operation' },
  'common.platformOnly': { status: 403, message: 'Only the platform administrators can change this record' },
  'common.notFound': { status: 404, message: 'The requested resource does not exist' },
  'common.routeNotFound': { status: 404, message: 'No such API route' },
  'common.conflict': { status: 409, message: 'The data was changed by someone else, refresh and retry' },
  'common.payloadTooLarge': { status: 413, message: 'The request is too large' },
  'common.fileTooLarge': { status: 413, message: 'File size exceeded' },
  'common.fileFormat': { status: 400, message: 'Attachment format error' },
  'common.unsupportedMediaType': { status: 415, message: 'The request body must be sent as JSON (Content-Type: application/json)' },
  'common.controlCharacters': { status: 400, message: 'The text contains invisible control or text-direction characters: remove them' },
  'common.imageInvalid': { status: 400, message: 'The image is damaged or incomplete, or larger than {{max}} pixels on a side' },
  'common.tooManyRequests': { status: 429, message: 'Too many requests, try again later' },
  'common.internal': { status: 500, message: 'Operation failed, please try again later' },
} as const satisfies ErrorDefinitions;
