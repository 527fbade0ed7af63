import { RoleExport } from '@aed/shared/routes/role.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportRoles } from '../../../domain/role/role-export';

export const handler = defineHandler(RoleExport, async ({ actor, query, event }) => exportRoles(actor, query, await callerLanguage(event, actor)));
