import { RoleOptions } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { roleOptions } from '../../../domain/role/role-queries';

export const handler = defineHandler(RoleOptions, async ({ actor, query, event }) => roleOptions(actor, query, await callerLanguage(event, actor)));
