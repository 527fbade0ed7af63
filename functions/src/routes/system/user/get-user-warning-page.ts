import { UserWarningPage } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { userWarningPage } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserWarningPage, ({ actor, query }) => userWarningPage(actor, query));
