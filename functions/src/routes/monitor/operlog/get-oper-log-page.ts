import { OperLogPage } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageOperationLogs } from '../../../domain/monitor/oper-log-queries';

export const handler = defineHandler(OperLogPage, ({ actor, query }) => pageOperationLogs(actor, query));
