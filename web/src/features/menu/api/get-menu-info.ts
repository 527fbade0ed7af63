import { queryOptions, useQuery } from '@tanstack/react-query';
import { MenuInfo } from '@aed/shared/routes/menu.routes';
import { api } from '../../../lib/api-client';
import { menuKeys } from './menu-keys';

/** One menu, loaded fresh before editing it. */
export const getMenuInfo = (menuId: number) => api(MenuInfo, { query: { menuId } });

export const menuInfoOptions = (menuId: number) =>
  queryOptions({ queryKey: menuKeys.info(menuId), queryFn: () => getMenuInfo(menuId), staleTime: 0, gcTime: 0 });

export const useMenuInfo = (menuId: number | undefined) => useQuery({ ...menuInfoOptions(menuId ?? 0), enabled: menuId !== undefined });
