import { NotifyAdd } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addNotifyPerson } from '../../../domain/notify/notify-service';

export const handler = defineHandler(NotifyAdd, ({ actor, body }) => addNotifyPerson(actor, body));
