import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgress, ImportUserBody, OneTimePassword, UserImportProgress } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

/** `POST /upms/system/user/importUser`: checks the file and answers the row messages; nothing is written yet. */
export const importUsers = (body: ImportUserBody) => legacyApi.post<ImportProgress>(`${USER_API}/importUser`, body);

/**
 * `POST /upms/system/user/importUser/process`: writes the next batch; repeat until `done`. Its answer carries the
 * one-time passwords of the accounts this batch created, and no later call answers them again.
 */
export const processUserImport = (importId: string) => legacyApi.post<UserImportProgress>(`${USER_API}/importUser/process`, { importId });

export const useImportUsers = () => useMutation({ mutationFn: importUsers });

/** `onOneTimePasswords` receives each batch's passwords as it arrives (the dialog gathers them). */
export const useProcessUserImport = (onOneTimePasswords: (passwords: OneTimePassword[]) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processUserImport,
    onSuccess: (progress) => {
      if (progress.oneTimePasswords.length) onOneTimePasswords(progress.oneTimePasswords);
      return progress.done ? queryClient.invalidateQueries({ queryKey: userKeys.all }) : undefined;
    },
  });
};
