import { IotDataMessages } from '@aed/shared/routes/iot-data.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { iotMessagePage } from '../../../domain/iot/iot-data';

export const handler = defineHandler(IotDataMessages, async ({ actor, query, event }) => iotMessagePage(actor, query, await callerLanguage(event, actor)));
