import { OnlineList } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { listOnlineSessions } from '../../../domain/monitor/online-service';

export const handler = defineHandler(OnlineList, ({ actor, query }) => listOnlineSessions(actor, query));
