import { MessageUnreadCount } from '@aed/shared/routes/message.routes';
import { defineHandler } from '../../../lib/define-handler';
import { unreadCount } from '../../../domain/message/message-service';

export const handler = defineHandler(MessageUnreadCount, ({ actor }) => unreadCount(actor));
