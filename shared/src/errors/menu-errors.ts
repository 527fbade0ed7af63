import type { ErrorDefinitions } from './error-definition';

/** Menu management errors. */
export const MENU_ERRORS = {
  'menu.notFound': { status: 404, message: 'The menu does not exist' },
  'menu.nameExists': { status: 409, message: 'A menu with this name already exists under the same parent' },
  'menu.hasChildren': { status: 409, message: 'The menu has sub-menus and cannot be deleted' },
  'menu.assigned': { status: 409, message: 'The menu is assigned to a role and cannot be deleted' },
  'menu.superAdminOnly': { status: 403, message: 'Only the super administrator can change menus' },
  'menu.tooMany': { status: 409, message: 'The maximum number of menus has been reached' },
} as const satisfies ErrorDefinitions;
