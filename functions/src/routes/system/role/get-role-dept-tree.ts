import { RoleDeptTree } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { roleDeptTree } from '../../../domain/role/role-queries';

export const handler = defineHandler(RoleDeptTree, ({ actor, params }) => roleDeptTree(actor, params.roleId));
