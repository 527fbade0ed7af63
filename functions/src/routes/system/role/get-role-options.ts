import { RoleOptions } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { roleOptions } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleOptions, ({ actor, query }) => roleOptions(actor, query));
