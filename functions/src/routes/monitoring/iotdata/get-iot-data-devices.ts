import { IotDataDevices } from '@aed/shared/routes/iot-data.routes';
import { defineHandler } from '../../../lib/define-handler';
import { iotDeviceOptions } from '../../../domain/iot/iot-data';

export const handler = defineHandler(IotDataDevices, ({ actor, query }) => iotDeviceOptions(actor, query));
