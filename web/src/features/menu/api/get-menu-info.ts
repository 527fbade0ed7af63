import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuRecord } from '@aed/shared/schemas/menu';
import { legacyApi } from '../../../lib/api-client';
import { MENU_API, menuKeys } from './menu-keys';

/** `GET /upms/system/menu/info?menuId=`: one menu, loaded fresh before editing it. */
export const getMenuInfo = (menuId: number): Promise<MenuRecord> => legacyApi.get<MenuRecord>(`${MENU_API}/info`, { menuId });

export const menuInfoOptions = (menuId: number) =>
  queryOptions({ queryKey: menuKeys.info(menuId), queryFn: () => getMenuInfo(menuId), staleTime: 0, gcTime: 0 });

export const useMenuInfo = (menuId: number | undefined) => useQuery({ ...menuInfoOptions(menuId ?? 0), enabled: menuId !== undefined });
