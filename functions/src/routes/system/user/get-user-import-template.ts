import { UserImportTemplate } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { importTemplate } from '../../../domain/user/user-import';

export const handler = defineHandler(UserImportTemplate, async ({ actor, event }) => importTemplate(await callerLanguage(event, actor)));
