import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const GEN_FIELD_ERRORS = {
  'gen.moduleReserved': { status: 400, message: 'The name is taken by an existing module' },
  'gen.identifierInvalid': { status: 400, message: 'Not a valid identifier' },
  'gen.reservedWord': { status: 400, message: 'This name is reserved' },
  'gen.duplicateField': { status: 400, message: 'Two fields have the same name' },
  'gen.tooManyFields': { status: 400, message: 'At most 30 fields are allowed' },
  'gen.tooManyQueryFields': { status: 400, message: 'At most 5 query fields are allowed' },
  'gen.dictTypeRequired': { status: 400, message: 'An enumeration field needs a dictionary type' },
  'gen.dictTypeInvalid': { status: 400, message: 'Only enumeration fields take a dictionary type, written like sys_user_sex' },
  'gen.requiredNotInForm': { status: 400, message: 'A required field must be in the form' },
  'gen.formEmpty': { status: 400, message: 'At least one field must be in the form' },
  'gen.labelInvalid': { status: 400, message: 'Labels cannot contain control characters' },
} as const satisfies ErrorDefinitions;
