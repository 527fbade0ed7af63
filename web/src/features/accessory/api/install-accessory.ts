import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallAccessoryInput } from '@aed/shared/schemas/accessory';
import { AccessoryInstall } from '@aed/shared/routes/accessory.routes';
import { api } from '../../../lib/api-client';
import { accessoryKeys } from './accessory-keys';

export const installAccessory = (body: InstallAccessoryInput) => api(AccessoryInstall, { body });

export const useInstallAccessory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: installAccessory, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessoryKeys.all }) });
};
