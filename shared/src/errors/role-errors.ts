import type { ErrorDefinitions } from './error-definition';

/** Role management errors, including the anti-escalation refusals. */
export const ROLE_ERRORS = {
  'role.notFound': { status: 404, message: 'The role does not exist' },
  'role.nameExists': { status: 409, message: 'The role name already exists' },
  'role.keyExists': { status: 409, message: 'The role code already exists' },
  'role.assigned': { status: 409, message: 'The role is assigned to users and cannot be deleted' },
  'role.adminImmutable': { status: 409, message: 'The system administrator role cannot be deleted, disabled or restricted' },
  'role.menuNotGrantable': { status: 403, message: 'You cannot grant permissions you do not hold yourself' },
  'role.scopeNotGrantable': { status: 403, message: 'You cannot grant a data scope wider than your own' },
  'role.notManageable': { status: 403, message: 'You cannot change a role that has more rights than you' },
  'role.keyReserved': { status: 403, message: 'This role code is reserved for the super administrator' },
  'role.menuNotFound': { status: 400, message: 'A selected menu does not exist' },
  'role.deptNotFound': { status: 400, message: 'A selected organization does not exist' },
  'role.tooMany': { status: 409, message: 'The maximum number of roles has been reached' },
} as const satisfies ErrorDefinitions;
