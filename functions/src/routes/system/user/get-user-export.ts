import { UserExport } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportUsers } from '../../../domain/user/user-export';

export const handler = defineHandler(UserExport, async ({ actor, query, event }) => exportUsers(actor, query, await callerLanguage(event, actor)));
