import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const MENU_FIELD_ERRORS = {
  'menu.parentInvalid': { status: 400, message: 'The parent menu is not valid for this menu type' },
  'menu.pathRequired': { status: 400, message: 'The route address is required' },
  'menu.componentRequired': { status: 400, message: 'The component path is required' },
  'menu.permsRequired': { status: 400, message: 'The permission identifier is required' },
  'menu.externalUrl': { status: 400, message: 'An external link must be an address starting with http:// or https://' },
} as const satisfies ErrorDefinitions;
