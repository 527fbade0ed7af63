import { AccessoryPage } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { accessoryPage } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryPage, ({ actor, query }) => accessoryPage(actor, query));
