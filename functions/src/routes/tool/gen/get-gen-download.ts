import { GenDownload } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { downloadGenTable } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenDownload, ({ query }) => downloadGenTable(query.tableId));
