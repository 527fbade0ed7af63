import { NotifyResolve } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { resolveNotifyPersons } from '../../../domain/notify/notify-queries';

export const handler = defineHandler(NotifyResolve, ({ actor, query }) => resolveNotifyPersons(actor, query));
