import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRegionStatusBody } from '@aed/shared/schemas/region';
import { RegionChangeStatus } from '@aed/shared/routes/region.routes';
import { api } from '../../../lib/api-client';
import { regionKeys } from './region-keys';

/** Enable or disable. */
export const changeRegionStatus = (body: ChangeRegionStatusBody) => api(RegionChangeStatus, { body });

export const useChangeRegionStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRegionStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: regionKeys.all }) });
};
