import { MenuList } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { searchMenus } from '../../../domain/menu/menu-queries';

export const handler = defineHandler(MenuList, ({ query }) => searchMenus(query));
