import { AccessoryDeviceOptions } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { accessoryDeviceOptions } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryDeviceOptions, ({ actor, query }) => accessoryDeviceOptions(actor, query));
