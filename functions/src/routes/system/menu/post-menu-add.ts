import { MenuAdd } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addMenu } from '../../../domain/menu/menu-service';

export const handler = defineHandler(MenuAdd, ({ actor, body }) => addMenu(actor, body));
