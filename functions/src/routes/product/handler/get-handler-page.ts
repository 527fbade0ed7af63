import { HandlerPage } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { handlerPage } from '../../../domain/handler/handler-queries';

export const handler = defineHandler(HandlerPage, ({ actor, query }) => handlerPage(actor, query));
