import type { MenuSearch } from '@aed/shared/schemas/menu';
import { queryRoots } from '../../../api/query-roots';

/** Query keys of the feature: invalidating `all` refreshes the list, infos and trees. */
export const menuKeys = {
  all: queryRoots.menu,
  list: (search: MenuSearch) => [...menuKeys.all, 'list', search] as const,
  info: (menuId: number) => [...menuKeys.all, 'info', menuId] as const,
};
