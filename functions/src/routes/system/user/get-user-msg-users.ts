import { UserMsgUsers } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { msgUsers } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserMsgUsers, ({ actor, query }) => msgUsers(actor, query));
