import type { MenuSearch } from '@aed/shared/schemas/menu';

/** Query keys of the feature: invalidating `all` refreshes the list, infos and trees. */
export const menuKeys = {
  all: ['menu'] as const,
  list: (search: MenuSearch) => [...menuKeys.all, 'list', search] as const,
  info: (menuId: number) => [...menuKeys.all, 'info', menuId] as const,
  tree: () => [...menuKeys.all, 'tree'] as const,
  roleTree: (roleId: number) => [...menuKeys.all, 'roleTree', roleId] as const,
};
