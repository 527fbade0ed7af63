import { GenTableInfo } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getGenTable } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenTableInfo, ({ query }) => getGenTable(query.tableId));
