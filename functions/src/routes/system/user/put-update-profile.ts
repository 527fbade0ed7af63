import { UpdateProfile } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { updateProfile } from '../../../domain/auth/profile';

export const handler = defineHandler(UpdateProfile, async ({ actor, body, event }) => updateProfile(actor, body, await callerLanguage(event, actor)));
