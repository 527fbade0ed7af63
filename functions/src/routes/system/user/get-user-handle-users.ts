import { UserHandleUsers } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { handleUsers } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserHandleUsers, ({ actor, query }) => handleUsers(actor, query));
