import { HandlerInfo } from '@aed/shared/routes/handler.routes';
import { defineHandler } from '../../../lib/define-handler';
import { handlerInfo } from '../../../domain/handler/handler-queries';

export const handler = defineHandler(HandlerInfo, ({ actor, query }) => handlerInfo(actor, query.assignmentId));
