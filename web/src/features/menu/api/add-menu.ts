import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMenuBody } from '@aed/shared/schemas/menu';
import { MenuAdd } from '@aed/shared/routes/menu.routes';
import { api } from '../../../lib/api-client';
import { menuKeys } from './menu-keys';

export const addMenu = (body: AddMenuBody) => api(MenuAdd, { body });

export const useAddMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMenu, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
};
