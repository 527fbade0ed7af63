import { defineHandler } from '../../../lib/define-handler';
import { changeUserStatus } from '../../../domain/user/user-service';

export const handler = defineHandler('UserChangeStatus', ({ actor, body }) => changeUserStatus(actor, body));
