import { useMutation } from '@tanstack/react-query';
import type { RoleSearch } from '@aed/shared/schemas/role';
import { downloadFile } from '../../../lib/api-client';
import { ROLE_API } from './role-keys';

/** `GET /upms/system/role/export?<search>`: the roles matching the search as an xlsx download. */
export const exportRoles = (search: RoleSearch) => downloadFile(`${ROLE_API}/export`, search);

export const useExportRoles = () => useMutation({ mutationFn: exportRoles });
