import { RolePage } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { pageRolesOf } from '../../../domain/role/role-queries';

export const handler = defineHandler(RolePage, async ({ actor, query, event }) => pageRolesOf(actor, query, await callerLanguage(event, actor)));
