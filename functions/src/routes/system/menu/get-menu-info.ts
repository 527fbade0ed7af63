import { MenuInfo } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getMenu } from '../../../domain/menu/menu-queries';

export const handler = defineHandler(MenuInfo, ({ query }) => getMenu(query.menuId));
