import { MenuDelete } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeMenu } from '../../../domain/menu/menu-service';

export const handler = defineHandler(MenuDelete, ({ actor, query }) => removeMenu(actor, query.menuId));
