import { GetProfile } from '@aed/shared/routes/profile.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getProfile } from '../../../domain/auth/profile';

export const handler = defineHandler(GetProfile, ({ actor }) => getProfile(actor));
