import { defineHandler } from '../../../lib/define-handler';
import { pageRoles } from '../../../domain/role/role-service';

export const handler = defineHandler('RolePage', ({ query }) => pageRoles(query));
