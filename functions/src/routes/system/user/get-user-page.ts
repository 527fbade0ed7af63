import { UserPage } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { userPage } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserPage, ({ actor, query }) => userPage(actor, query));
