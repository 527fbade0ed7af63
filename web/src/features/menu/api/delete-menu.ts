import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { MENU_API, menuKeys } from './menu-keys';

/** `DELETE /upms/system/menu/delete?menuId=`. */
export const deleteMenu = (menuId: number) => legacyApi.delete<unknown>(`${MENU_API}/delete`, { menuId });

export const useDeleteMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
};
