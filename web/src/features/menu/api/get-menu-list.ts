import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuSearch } from '@aed/shared/schemas/menu';
import { MenuList } from '@aed/shared/routes/menu.routes';
import { api } from '../../../lib/api-client';
import { menuKeys } from './menu-keys';

/** Every menu matching the search, flat in tree order. */
export const getMenuList = (search: MenuSearch) => api(MenuList, { query: search });

export const menuListOptions = (search: MenuSearch) =>
  queryOptions({ queryKey: menuKeys.list(search), queryFn: () => getMenuList(search), placeholderData: keepPreviousData });

export const useMenuList = (search: MenuSearch) => useQuery(menuListOptions(search));
