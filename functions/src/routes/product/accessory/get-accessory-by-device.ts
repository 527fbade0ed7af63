import { AccessoryByDevice } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceAccessories } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryByDevice, ({ actor, query }) => deviceAccessories(actor, query));
