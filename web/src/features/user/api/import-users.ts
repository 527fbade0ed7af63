import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgress, ImportUserBody } from '@aed/shared/schemas/user';
import { api } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `POST /upms/system/user/importUser`: checks the file and answers the row messages; nothing is written yet. */
export const importUsers = (body: ImportUserBody) => api.post<ImportProgress>(`${USER_API}/importUser`, body);

/** `POST /upms/system/user/importUser/process`: writes the next batch; repeat until `done`. */
export const processUserImport = (importId: string) => api.post<ImportProgress>(`${USER_API}/importUser/process`, { importId });

export const useImportUsers = () => useMutation({ mutationFn: importUsers });

export const useProcessUserImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processUserImport,
    onSuccess: (progress) => (progress.done ? queryClient.invalidateQueries({ queryKey: userKeys.all }) : undefined),
  });
};
