import { OnlineUsers } from '@aed/shared/routes/common.routes';
import { defineHandler } from '../../lib/define-handler';
import { onlineUserSummaries } from '../../domain/monitor/online-service';

export const handler = defineHandler(OnlineUsers, ({ actor }) => onlineUserSummaries(actor));
