import { OperLogClean } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startOperationLogClean } from '../../../domain/monitor/log-clean-service';

export const handler = defineHandler(OperLogClean, ({ actor, query }) => startOperationLogClean(actor, query));
