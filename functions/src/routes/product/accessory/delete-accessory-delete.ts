import { AccessoryDelete } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeAccessories } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryDelete, ({ actor, query }) => removeAccessories(actor, query.ids));
