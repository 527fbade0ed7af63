import { defineHandler } from '../../../lib/define-handler';
import { exportUsers } from '../../../domain/user/user-lists';

export const handler = defineHandler('UserExport', ({ actor, query }) => exportUsers(actor, query));
