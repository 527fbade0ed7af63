import { AlarmPage } from '@aed/shared/routes/alarm.routes';
import { defineHandler } from '../../../lib/define-handler';
import { alarmPage } from '../../../domain/iot/alarm-queries';

export const handler = defineHandler(AlarmPage, ({ actor, query }) => alarmPage(actor, query));
