import { UserOrgUsers } from '@aed/shared/routes/user.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orgUsers } from '../../../domain/user/user-lists';

export const handler = defineHandler(UserOrgUsers, ({ actor, query }) => orgUsers(actor, query));
