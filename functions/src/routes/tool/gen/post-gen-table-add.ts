import { GenTableAdd } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addGenTable } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenTableAdd, ({ actor, body }) => addGenTable(actor, body));
