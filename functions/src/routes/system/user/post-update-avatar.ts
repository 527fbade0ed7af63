import { UpdateAvatar } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { updateAvatar } from '../../../domain/auth/avatar';

export const handler = defineHandler(UpdateAvatar, ({ actor, body }) => updateAvatar(actor, body));
