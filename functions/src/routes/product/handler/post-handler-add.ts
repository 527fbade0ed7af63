import { HandlerAdd } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addHandler } from '../../../domain/handler/handler-service';

export const handler = defineHandler(HandlerAdd, ({ actor, body }) => addHandler(actor, body));
