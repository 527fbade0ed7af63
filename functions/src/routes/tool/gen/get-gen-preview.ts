import { GenPreview } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { previewGenTable } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenPreview, ({ query }) => previewGenTable(query.tableId));
