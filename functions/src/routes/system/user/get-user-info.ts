import { UserInfo } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { userInfo } from '../../../domain/user/user-service';

export const handler = defineHandler(UserInfo, ({ actor, query }) => userInfo(actor, query.userId));
