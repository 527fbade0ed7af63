import { UserCurrentOrgUsers } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { currentOrgUsers } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserCurrentOrgUsers, ({ actor }) => currentOrgUsers(actor));
