import { LoginLogExport } from '@aed/shared/routes/monitor.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportLoginInfo } from '../../../domain/monitor/log-export';

export const handler = defineHandler(LoginLogExport, async ({ actor, query, event }) => exportLoginInfo(actor, query, await callerLanguage(event, actor)));
