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

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const MENU_FIELD_ERRORS = {
  'menu.parentInvalid': { status: 400, message: 'The parent menu is not valid for this menu type' },
  'menu.pathRequired': { status: 400, message: 'The route address is required' },
  'menu.componentRequired': { status: 400, message: 'The component path is required' },
  'menu.permsRequired': { status: 400, message: 'The permission identifier is required' },
  'menu.externalUrl': { status: 400, message: 'An external link must be an address starting with http:// or https://' },
} as const satisfies ErrorDefinitions;
