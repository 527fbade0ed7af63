import { OperLogCleanStatus } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { operationLogCleanStatus } from '../../../domain/monitor/log-clean-status';

export const handler = defineHandler(OperLogCleanStatus, ({ actor, query }) => operationLogCleanStatus(actor, query));
