import { OperLogInfo } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getOperationLog } from '../../../domain/monitor/oper-log-queries';

export const handler = defineHandler(OperLogInfo, ({ actor, query }) => getOperationLog(actor, query.operId));
