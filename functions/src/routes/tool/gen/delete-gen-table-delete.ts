import { GenTableDelete } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeGenTables } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenTableDelete, ({ query }) => removeGenTables(query.ids));
