import { AlarmAck } from '@aed/shared/routes/alarm.routes';
import { defineHandler } from '../../../lib/define-handler';
import { acknowledgeAlarm } from '../../../domain/iot/alarm-ack';

export const handler = defineHandler(AlarmAck, ({ actor, body }) => acknowledgeAlarm(actor, body));
