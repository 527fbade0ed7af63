import { UserAdd } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addUser } from '../../../domain/user/user-service';

export const handler = defineHandler(UserAdd, ({ actor, body }) => addUser(actor, body));
