import { RoleAdd } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { addRole } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleAdd, async ({ actor, body, event }) => addRole(actor, body, await callerLanguage(event, actor)));
