import { GetInfo } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { callerLanguage } from '../../domain/common/caller-language';
import { getInfo } from '../../domain/auth/get-info';

export const handler = defineHandler(GetInfo, async ({ actor, event }) => getInfo(actor, await callerLanguage(event, actor)));
