import { GetProfile } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getProfile } from '../../../domain/auth/profile';

export const handler = defineHandler(GetProfile, async ({ actor, event }) => getProfile(actor, await callerLanguage(event, actor)));
