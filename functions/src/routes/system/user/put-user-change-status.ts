import { UserChangeStatus } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeUserStatus } from '../../../domain/user/user-service';

export const handler = defineHandler(UserChangeStatus, ({ actor, body }) => changeUserStatus(actor, body));
