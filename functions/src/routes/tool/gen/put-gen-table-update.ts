import { GenTableUpdate } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editGenTable } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenTableUpdate, ({ actor, body }) => editGenTable(actor, body));
