import { HandlerDelete } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeHandlers } from '../../../domain/handler/handler-service';

export const handler = defineHandler(HandlerDelete, ({ actor, query }) => removeHandlers(actor, query.ids));
