import { NotifyDelete } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeNotifyPersons } from '../../../domain/notify/notify-service';

export const handler = defineHandler(NotifyDelete, ({ actor, query }) => removeNotifyPersons(actor, query.ids));
