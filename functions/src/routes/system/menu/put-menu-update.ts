import { MenuUpdate } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editMenu } from '../../../domain/menu/menu-service';

export const handler = defineHandler(MenuUpdate, ({ actor, body }) => editMenu(actor, body));
