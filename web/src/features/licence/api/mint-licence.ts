import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MintLicenceBody } from '@aed/shared/schemas/licence';
import { LicenceMint } from '@aed/shared/routes/licence.routes';
import { api } from '../../../lib/api-client';
import { licenceKeys } from './licence-keys';

export const mintLicence = (body: MintLicenceBody) => api(LicenceMint, { body });

export const useMintLicence = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mintLicence, onSuccess: () => queryClient.invalidateQueries({ queryKey: licenceKeys.all }) });
};
