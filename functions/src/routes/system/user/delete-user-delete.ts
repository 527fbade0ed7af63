import { UserDelete } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deleteUsers } from '../../../domain/user/user-service';

export const handler = defineHandler(UserDelete, ({ actor, query }) => deleteUsers(actor, query.ids));
