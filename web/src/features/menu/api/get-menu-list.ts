import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuRecord, MenuSearch } from '@aed/shared/schemas/menu';
import { legacyApi } from '../../../lib/api-client';
import { MENU_API, menuKeys } from './menu-keys';

/** `GET /upms/system/menu/list`: every menu matching the search, flat in tree order. */
export const getMenuList = (search: MenuSearch): Promise<MenuRecord[]> => legacyApi.get<MenuRecord[]>(`${MENU_API}/list`, search);

export const menuListOptions = (search: MenuSearch) =>
  queryOptions({ queryKey: menuKeys.list(search), queryFn: () => getMenuList(search), placeholderData: keepPreviousData });

export const useMenuList = (search: MenuSearch) => useQuery(menuListOptions(search));
