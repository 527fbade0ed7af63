/**
 * The checks of spec section 6 and the grants they know, apart from the permission catalogue (permissions.ts, which
 * re-exports them): the SPA's layout checks grants on every page, and only screens read the catalogue
 * (docs/decisions/0037).
 */
export const ALL_PERMISSIONS = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';

/** Permission check of spec section 6: the wildcard always passes. */
export const hasPermission = (granted: readonly string[], needed: string): boolean =>
  granted.includes(ALL_PERMISSIONS) || granted.includes(needed);

/** Role check of spec section 6: the super administrator role always passes. */
export const hasRole = (granted: readonly string[], needed: readonly string[]): boolean =>
  granted.includes(SUPER_ADMIN_ROLE) || needed.some((r) => granted.includes(r));

/** Roles that administer an organization and may see online users. */
export const ADMINISTRATOR_ROLES = ['admin', 'opsAdmin', 'orgAdmin'] as const;
