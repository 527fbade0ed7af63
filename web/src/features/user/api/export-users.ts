import { useMutation } from '@tanstack/react-query';
import type { UserSearch } from '@aed/shared/schemas/user';
import { UserExport } from '@aed/shared/routes/user.routes';
import { download } from '../../../lib/api-client';

/** xlsx download of the users matching the search. */
export const exportUsers = (search: UserSearch) => download(UserExport, { query: search });

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
