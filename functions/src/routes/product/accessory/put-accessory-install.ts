import { AccessoryInstall } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { installAccessory } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryInstall, ({ actor, body }) => installAccessory(actor, body));
