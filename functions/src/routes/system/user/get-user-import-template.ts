import { defineHandler } from '../../../lib/define-handler';
import { importTemplate } from '../../../domain/user/user-import';

export const handler = defineHandler('UserImportTemplate', ({ actor }) => importTemplate(actor));
