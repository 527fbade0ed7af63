import { LoginLogPage } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageLoginInfo } from '../../../domain/monitor/login-log-queries';

export const handler = defineHandler(LoginLogPage, ({ actor, query }) => pageLoginInfo(actor, query));
