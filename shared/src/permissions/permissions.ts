/** Permission identifiers as data: routes declare one, the SPA hides buttons by the same ids. */
export const PERMISSIONS = {
  config: {
    list: 'system:config:list',
    query: 'system:config:query',
    add: 'system:config:add',
    edit: 'system:config:edit',
    remove: 'system:config:remove',
    export: 'system:config:export',
  },
  online: {
    list: 'monitor:online:list',
  },
} as const satisfies Record<string, Record<string, `${string}:${string}:${string}`>>;

export const ALL_PERMISSIONS = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Permission = Leaves<typeof PERMISSIONS>;

/** Permission check of spec section 6: the wildcard always passes. */
export const hasPermission = (granted: readonly string[], needed: string): boolean =>
  granted.includes(ALL_PERMISSIONS) || granted.includes(needed);

/** Role check of spec section 6: the super administrator role always passes. */
export const hasRole = (granted: readonly string[], needed: readonly string[]): boolean =>
  granted.includes(SUPER_ADMIN_ROLE) || needed.some((r) => granted.includes(r));

/** Roles that administer an organization and may see online users. */
export const ADMINISTRATOR_ROLES = ['admin', 'opsAdmin', 'orgAdmin'] as const;
