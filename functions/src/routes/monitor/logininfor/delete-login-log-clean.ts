import { LoginLogClean } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startLoginLogClean } from '../../../domain/monitor/log-clean-service';

export const handler = defineHandler(LoginLogClean, ({ actor, query }) => startLoginLogClean(actor, query));
