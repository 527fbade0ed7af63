import { RoleUpdate } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editRole } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleUpdate, ({ actor, body }) => editRole(actor, body));
