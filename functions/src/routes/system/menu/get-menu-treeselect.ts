import { MenuTreeselect } from '@aed/shared/routes/menu.routes';
import { defineHandler } from '../../../lib/define-handler';
import { menuTreeFor } from '../../../domain/menu/menu-queries';

export const handler = defineHandler(MenuTreeselect, ({ actor }) => menuTreeFor(actor));
