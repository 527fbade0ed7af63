import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMenuBody } from '@aed/shared/schemas/menu';
import { MenuUpdate } from '@aed/shared/routes/menu.routes';
import { api } from '../../../lib/api-client';
import { menuKeys } from './menu-keys';

export const updateMenu = (body: UpdateMenuBody) => api(MenuUpdate, { body });

export const useUpdateMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMenu, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
};
