import { defineHandler } from '../../lib/define-handler';
import { listOnlineUsers } from '../../domain/common/online-users';

export const handler = defineHandler('OnlineUsers', ({ actor }) => listOnlineUsers(actor));
