/** My messages (device-lifecycle spec section 2; platform-core section 7; docs/decisions/0044): each user's own. */
import * as message from '../schemas/message';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';

const M = '/mems/userMessage';

export const MessagePage = defineRoute({ id: 'MessagePage', method: 'GET', path: `${M}/page`, access: 'session', summary: "The caller's messages, newest first (all, unread or read), one cursor page", query: message.messagePageQuery, response: cursorPageOf(message.messageRecord) });
export const MessageUnreadCount = defineRoute({ id: 'MessageUnreadCount', method: 'GET', path: `${M}/unreadCount`, access: 'session', summary: "How many of the caller's messages are unread (stops at 99)", response: message.unreadCount });
// The spec's client sends a GET; a change of state goes with PUT here (a GET may be prefetched or repeated).
export const MessageRead = defineRoute({ id: 'MessageRead', method: 'PUT', path: `${M}/updateReadStatus`, access: 'session', summary: "Mark some of the caller's messages read, or all of them", body: message.markReadBody, response: message.markReadResult });
export const MESSAGE_ROUTES = [MessagePage, MessageUnreadCount, MessageRead] as const;
