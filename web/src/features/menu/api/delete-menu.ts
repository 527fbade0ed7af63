import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MenuDelete } from '@aed/shared/routes/menu.routes';
import { api } from '../../../lib/api-client';
import { menuKeys } from './menu-keys';

export const deleteMenu = (menuId: number) => api(MenuDelete, { query: { menuId } });

export const useDeleteMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
};
