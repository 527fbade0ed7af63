import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AllocateLicenceBody } from '@aed/shared/schemas/licence';
import { LicenceAllocate } from '@aed/shared/routes/licence.routes';
import { api } from '../../../lib/api-client';
import { licenceKeys } from './licence-keys';

export const allocateLicence = (body: AllocateLicenceBody) => api(LicenceAllocate, { body });

export const useAllocateLicence = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: allocateLicence, onSuccess: () => queryClient.invalidateQueries({ queryKey: licenceKeys.all }) });
};
