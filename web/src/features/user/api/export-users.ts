import { useMutation } from '@tanstack/react-query';
import type { UserSearch } from '@aed/shared/schemas/user';
import { downloadFile } from '../../../lib/api-client';
import { USER_API, definedOnly } from './user-keys';

/** `GET /upms/system/user/export?<search>`: xlsx download of the users matching the search. */
export const exportUsers = (search: UserSearch) => downloadFile(`${USER_API}/export`, definedOnly(search));

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
