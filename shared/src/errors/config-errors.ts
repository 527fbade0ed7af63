import type { ErrorDefinitions } from './error-definition';

/** Parameters (system config) errors. */
export const CONFIG_ERRORS = {
  'config.keyExists': { status: 409, message: 'The parameter key name already exists' },
  'config.notFound': { status: 404, message: 'The parameter does not exist' },
  'config.builtinCannotDelete': { status: 409, message: 'Built-in parameters cannot be deleted' },
  'config.builtinKeyImmutable': { status: 409, message: 'The key name of a built-in parameter cannot be changed' },
  'config.tooMany': { status: 409, message: 'The organization already holds the maximum of {{max}} parameters' },
  'config.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'config.outsideSubtree': { status: 403, message: 'Only administrators whose data scope covers the organization and all its sub-organizations can add or change its parameters' },
  'config.deptHasRecords': { status: 409, message: 'The organization holds parameters ({{count}}) and cannot be deleted' },
} as const satisfies ErrorDefinitions;
