import { UserDealWithPage } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { userDealWithPage } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserDealWithPage, ({ actor, query }) => userDealWithPage(actor, query));
