import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportUserBody, OneTimePassword } from '@aed/shared/schemas/user';
import { UserImport, UserImportProcess } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Checks the file and answers the row messages; nothing is written yet. */
export const importUsers = (body: ImportUserBody) => api(UserImport, { body });

/**
 * Writes the next batch; repeat until `done`. Its answer carries the one-time passwords of the accounts this batch
 * created, and no later call answers them again.
 */
export const processUserImport = (importId: string) => api(UserImportProcess, { body: { importId } });

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
