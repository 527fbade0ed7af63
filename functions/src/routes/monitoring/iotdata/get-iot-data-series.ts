import { IotDataSeries } from '@aed/shared/routes/iot-data.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { iotSeries } from '../../../domain/iot/iot-data';

export const handler = defineHandler(IotDataSeries, async ({ actor, query, event }) => iotSeries(actor, query, await callerLanguage(event, actor)));
