import { RoleInfo } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getRole } from '../../../domain/role/role-queries';

export const handler = defineHandler(RoleInfo, async ({ actor, query, event }) => getRole(actor, query.roleId, await callerLanguage(event, actor)));
