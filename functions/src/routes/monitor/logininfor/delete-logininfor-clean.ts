import { defineHandler } from '../../../lib/define-handler';
import { cleanLoginInfo } from '../../../domain/monitor/login-log-service';

export const handler = defineHandler('LoginLogClean', ({ actor, query }) => cleanLoginInfo(actor, query));
