import { UpdatePassword } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeOwnPassword } from '../../../domain/auth/passwords-change';

export const handler = defineHandler(UpdatePassword, ({ actor, body }) => changeOwnPassword(actor, body));
