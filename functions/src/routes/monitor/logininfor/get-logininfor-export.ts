import { defineHandler } from '../../../lib/define-handler';
import { exportLoginInfo } from '../../../domain/monitor/log-export';

export const handler = defineHandler('LoginLogExport', ({ actor, query }) => exportLoginInfo(actor, query));
