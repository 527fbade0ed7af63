import { LoginLogDelete } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeLoginInfo } from '../../../domain/monitor/login-log-service';

export const handler = defineHandler(LoginLogDelete, ({ actor, query }) => removeLoginInfo(actor, query.ids));
