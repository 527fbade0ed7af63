import { RolePage } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageRolesOf } from '../../../domain/role/role-service';

export const handler = defineHandler(RolePage, ({ actor, query }) => pageRolesOf(actor, query));
