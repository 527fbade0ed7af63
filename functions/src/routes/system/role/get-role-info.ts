import { RoleInfo } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getRole } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleInfo, ({ actor, query }) => getRole(actor, query.roleId));
