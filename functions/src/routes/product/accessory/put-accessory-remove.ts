import { AccessoryRemove } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeAccessoryFromDevice } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryRemove, ({ actor, body }) => removeAccessoryFromDevice(actor, body));
