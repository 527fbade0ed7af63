import { RoleMenuTreeselect } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { roleMenuTree } from '../../../domain/menu/menu-queries';

export const handler = defineHandler(RoleMenuTreeselect, ({ actor, params }) => roleMenuTree(actor, params.roleId));
