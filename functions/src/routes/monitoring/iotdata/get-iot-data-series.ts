import { IotDataSeries } from '@aed/shared/routes/iot-data.routes';
import { defineHandler } from '../../../lib/define-handler';
import { iotSeries } from '../../../domain/iot/iot-data';

export const handler = defineHandler(IotDataSeries, ({ actor, query }) => iotSeries(actor, query));
