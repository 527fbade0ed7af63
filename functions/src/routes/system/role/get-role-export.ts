import { defineHandler } from '../../../lib/define-handler';
import { exportRoles } from '../../../domain/role/role-export';

export const handler = defineHandler('RoleExport', ({ query }) => exportRoles(query));
