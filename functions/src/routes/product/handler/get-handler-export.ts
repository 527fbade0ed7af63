import { HandlerExport } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportHandlers } from '../../../domain/handler/handler-export';

export const handler = defineHandler(HandlerExport, async ({ actor, query, event }) => exportHandlers(actor, query, await callerLanguage(event, actor)));
