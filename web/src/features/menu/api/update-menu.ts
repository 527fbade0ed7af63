import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMenuBody } from '@aed/shared/schemas/menu';
import { legacyApi } from '../../../lib/api-client';
import { MENU_API, menuKeys } from './menu-keys';

/** `PUT /upms/system/menu/update`. */
export const updateMenu = (body: UpdateMenuBody) => legacyApi.put<unknown>(`${MENU_API}/update`, body);

export const useUpdateMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMenu, onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }) });
};
