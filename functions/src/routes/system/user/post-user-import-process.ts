import { UserImportProcess } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { processUserImport } from '../../../domain/user/user-import';

export const handler = defineHandler(UserImportProcess, ({ actor, body }) => processUserImport(actor, body.importId));
