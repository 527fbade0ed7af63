import { RoleAdd } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addRole } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleAdd, ({ actor, body }) => addRole(actor, body));
