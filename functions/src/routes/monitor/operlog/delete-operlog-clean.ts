import { defineHandler } from '../../../lib/define-handler';
import { cleanOperationLogs } from '../../../domain/monitor/oper-log-service';

export const handler = defineHandler('OperLogClean', ({ actor, query }) => cleanOperationLogs(actor, query));
