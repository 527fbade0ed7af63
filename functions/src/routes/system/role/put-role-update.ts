import { RoleUpdate } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { editRole } from '../../../domain/role/role-service';

export const handler = defineHandler(RoleUpdate, async ({ actor, body, event }) => editRole(actor, body, await callerLanguage(event, actor)));
