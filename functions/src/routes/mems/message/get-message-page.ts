import { MessagePage } from '@aed/shared/routes/message.routes';
import { defineHandler } from '../../../lib/define-handler';
import { messagePage } from '../../../domain/message/message-service';

export const handler = defineHandler(MessagePage, ({ actor, query }) => messagePage(actor, query));
