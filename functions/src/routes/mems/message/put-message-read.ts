import { MessageRead } from '@aed/shared/routes/message.routes';
import { defineHandler } from '../../../lib/define-handler';
import { markRead } from '../../../domain/message/message-service';

export const handler = defineHandler(MessageRead, ({ actor, body }) => markRead(actor, body));
