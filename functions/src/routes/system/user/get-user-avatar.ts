import { UserAvatar } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getAvatarFile } from '../../../domain/auth/avatar';

export const handler = defineHandler(UserAvatar, ({ actor, params }) => getAvatarFile(actor, params.userId));
