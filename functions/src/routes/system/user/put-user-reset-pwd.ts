import { UserResetPwd } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { resetUserPassword } from '../../../domain/user/user-service';

export const handler = defineHandler(UserResetPwd, ({ actor, body }) => resetUserPassword(actor, body));
