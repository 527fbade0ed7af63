import type { ErrorDefinitions } from './error-definition';

/** Code generation (System tools) errors. */
export const GEN_ERRORS = {
  'gen.notFound': { status: 404, message: 'The generator definition does not exist' },
  'gen.moduleExists': { status: 409, message: 'A definition with this module name already exists' },
  'gen.tooMany': { status: 409, message: 'The maximum number of generator definitions has been reached' },
} as const satisfies ErrorDefinitions;
