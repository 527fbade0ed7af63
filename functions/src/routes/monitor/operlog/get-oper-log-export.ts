import { OperLogExport } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportOperationLogs } from '../../../domain/monitor/log-export';

export const handler = defineHandler(OperLogExport, async ({ actor, query, event }) => exportOperationLogs(actor, query, await callerLanguage(event, actor)));
