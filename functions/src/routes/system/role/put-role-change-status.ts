import { RoleChangeStatus } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeRoleStatus } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleChangeStatus, ({ actor, body }) => changeRoleStatus(actor, body));
