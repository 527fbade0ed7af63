import { OperLogDelete } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeOperationLogs } from '../../../domain/monitor/oper-log-service';

export const handler = defineHandler(OperLogDelete, ({ actor, query }) => removeOperationLogs(actor, query.ids));
