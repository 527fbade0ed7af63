import { IotDataMessages } from '@aed/shared/routes/iot-data.routes';
import { defineHandler } from '../../../lib/define-handler';
import { iotMessagePage } from '../../../domain/iot/iot-data';

export const handler = defineHandler(IotDataMessages, ({ actor, query }) => iotMessagePage(actor, query));
