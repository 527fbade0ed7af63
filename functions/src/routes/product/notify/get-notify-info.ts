import { NotifyInfo } from '@aed/shared/routes/notify.routes';
import { defineHandler } from '../../../lib/define-handler';
import { notifyInfo } from '../../../domain/notify/notify-queries';

export const handler = defineHandler(NotifyInfo, ({ actor, query }) => notifyInfo(actor, query.notifyId));
