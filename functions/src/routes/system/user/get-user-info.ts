import { UserInfo } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { userInfo } from '../../../domain/user/user-queries';

export const handler = defineHandler(UserInfo, async ({ actor, query, event }) => userInfo(actor, await callerLanguage(event, actor), query.userId));
