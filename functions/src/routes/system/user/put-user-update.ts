import { UserUpdate } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { updateUser } from '../../../domain/user/user-service';

export const handler = defineHandler(UserUpdate, ({ actor, body }) => updateUser(actor, body));
