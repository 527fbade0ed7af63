import { RoleDelete } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeRoles } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleDelete, ({ actor, query }) => removeRoles(actor, query.ids));
