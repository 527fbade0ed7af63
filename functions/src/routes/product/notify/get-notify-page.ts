import { NotifyPage } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { notifyPage } from '../../../domain/notify/notify-queries';

export const handler = defineHandler(NotifyPage, ({ actor, query }) => notifyPage(actor, query));
