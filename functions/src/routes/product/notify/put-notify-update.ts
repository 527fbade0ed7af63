import { NotifyUpdate } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editNotifyPerson } from '../../../domain/notify/notify-service';

export const handler = defineHandler(NotifyUpdate, ({ actor, body }) => editNotifyPerson(actor, body));
