import { Logout } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { endSessionOfToken } from '../../domain/auth/sessions';
import { bearerToken } from '../../middleware/types';

/** Public so that an idle-expired session can still log out cleanly. */
export const handler = defineHandler(Logout, ({ event }) => endSessionOfToken(bearerToken(event)));
