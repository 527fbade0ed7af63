import { RoleDeptOptions } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { roleDeptOptions } from '../../../domain/role/role-queries';

export const handler = defineHandler(RoleDeptOptions, ({ actor }) => roleDeptOptions(actor));
