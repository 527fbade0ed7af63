import { AlarmClear } from '@aed/shared/routes/alarm.routes';
import { defineHandler } from '../../../lib/define-handler';
import { clearAlarmByHand } from '../../../domain/iot/alarm-clear';

export const handler = defineHandler(AlarmClear, ({ actor, body }) => clearAlarmByHand(actor, body));
