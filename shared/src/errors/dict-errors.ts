import type { ErrorDefinitions } from './error-definition';

/** Dictionary (types and data) errors. */
export const DICT_ERRORS = {
  'dict.typeExists': { status: 409, message: 'The dictionary type already exists' },
  'dict.typeNotFound': { status: 404, message: 'The dictionary type does not exist' },
  'dict.typeHasData': { status: 409, message: 'The dictionary type {{type}} still has data and cannot be deleted' },
  'dict.tooManyTypes': { status: 409, message: 'The maximum number of dictionary types has been reached' },
  'dict.dataNotFound': { status: 404, message: 'The dictionary data does not exist' },
  'dict.tooManyData': { status: 409, message: 'The maximum number of values of this dictionary type has been reached' },
  'dict.valueExists': { status: 409, message: 'This data key already exists in this dictionary type and language' },
  'dict.labelExists': { status: 409, message: 'This data label already exists in this dictionary type and language' },
} as const satisfies ErrorDefinitions;
