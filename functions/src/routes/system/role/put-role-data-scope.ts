import { RoleDataScope } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { setRoleDataScope } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleDataScope, ({ actor, body }) => setRoleDataScope(actor, body));
