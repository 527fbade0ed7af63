import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMenuBody } from '@aed/shared/schemas/menu';
import { legacyApi } from '../../../lib/api-client';
import { MENU_API, menuKeys } from './menu-keys';

/** `POST /upms/system/menu/add`. */
export const addMenu = (body: AddMenuBody) => legacyApi.post<unknown>(`${MENU_API}/add`, body);

export const useAddMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMenu, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
};
