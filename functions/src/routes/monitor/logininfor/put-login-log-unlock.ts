import { LoginLogUnlock } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { unlockAccount } from '../../../domain/monitor/login-log-service';

export const handler = defineHandler(LoginLogUnlock, ({ actor, query }) => unlockAccount(actor, query.userName));
