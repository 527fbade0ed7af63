import { UserImport } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startUserImport } from '../../../domain/user/user-import';

export const handler = defineHandler(UserImport, ({ actor, body }) => startUserImport(actor, body));
