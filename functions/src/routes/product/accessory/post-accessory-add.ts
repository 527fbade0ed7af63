import { AccessoryAdd } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addAccessory } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryAdd, ({ actor, body }) => addAccessory(actor, body));
