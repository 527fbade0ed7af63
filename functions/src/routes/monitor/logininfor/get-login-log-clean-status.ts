import { LoginLogCleanStatus } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { loginLogCleanStatus } from '../../../domain/monitor/log-clean-status';

export const handler = defineHandler(LoginLogCleanStatus, ({ actor, query }) => loginLogCleanStatus(actor, query));
