import { UpdateProfile } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { updateProfile } from '../../../domain/auth/profile';

export const handler = defineHandler(UpdateProfile, ({ actor, body }) => updateProfile(actor, body));
