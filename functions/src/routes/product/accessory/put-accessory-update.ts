import { AccessoryUpdate } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editAccessory } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryUpdate, ({ actor, body }) => editAccessory(actor, body));
