import { AccessoryInfo } from '@aed/shared/routes/accessory.routes';
import { defineHandler } from '../../../lib/define-handler';
import { accessoryInfo } from '../../../domain/accessory/accessory-service';

export const handler = defineHandler(AccessoryInfo, ({ actor, query }) => accessoryInfo(actor, query.accessoryId));
