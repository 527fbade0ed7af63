import { HandlerUpdate } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editHandler } from '../../../domain/handler/handler-service';

export const handler = defineHandler(HandlerUpdate, ({ actor, body }) => editHandler(actor, body));
