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
  'role.notManageable': { status: 403, message: "You cannot change this role: it has more rights than you, its organization's subtree is not all in your data scope, or it is a built-in role" },
  'role.keyReserved': { status: 403, message: 'This role code is reserved for the super administrator' },
  'role.menuNotFound': { status: 400, message: 'A selected menu does not exist' },
  'role.deptNotFound': { status: 400, message: 'A selected organization does not exist' },
  'role.tooMany': { status: 409, message: 'An organization owns at most {{max}} roles' },
  // decision 0025: roles belong to an organization
  'role.deptNotAllowed': { status: 403, message: 'Roles can only be kept in an organization whose whole subtree is in your data scope' },
  'role.scopeOutsideDept': { status: 400, message: "A role's data scope can only name its own organization and the organizations below it" },
  'role.builtInImmutable': { status: 409, message: 'Built-in roles cannot be deleted and their code cannot be changed' },
  'role.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
