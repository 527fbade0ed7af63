import { AccessoryReplace } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { replaceAccessory } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryReplace, ({ actor, body }) => replaceAccessory(actor, body));
