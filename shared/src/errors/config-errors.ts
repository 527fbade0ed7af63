import type { ErrorDefinitions } from './error-definition';

/** Parameters (system config) errors. */
export const CONFIG_ERRORS = {
  'config.keyExists': { status: 409, message: 'The parameter key name already exists' },
  'config.notFound': { status: 404, message: 'The parameter does not exist' },
  'config.builtinCannotDelete': { status: 409, message: 'Built-in parameters cannot be deleted' },
  'config.builtinKeyImmutable': { status: 409, message: 'The key name of a built-in parameter cannot be changed' },
  'config.tooMany': { status: 409, message: 'The maximum number of parameters has been reached' },
} as const satisfies ErrorDefinitions;
