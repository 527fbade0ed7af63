import { HandlerResolve } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { resolveHandlers } from '../../../domain/handler/handler-queries';

export const handler = defineHandler(HandlerResolve, ({ actor, query }) => resolveHandlers(actor, query));
