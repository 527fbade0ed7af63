import { defineHandler } from '../../../lib/define-handler';
import { exportOperationLogs } from '../../../domain/monitor/log-export';

export const handler = defineHandler('OperLogExport', ({ actor, query }) => exportOperationLogs(actor, query));
