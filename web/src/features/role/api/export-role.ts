import { useMutation } from '@tanstack/react-query';
import type { RoleSearch } from '@aed/shared/schemas/role';
import { RoleExport } from '@aed/shared/routes/role.routes';
import { download } from '../../../lib/api-client';

/** The roles matching the search as an xlsx download. */
export const exportRoles = (search: RoleSearch) => download(RoleExport, { query: search });

export const useExportRoles = () => useMutation({ mutationFn: exportRoles });
