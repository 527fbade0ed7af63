import { defineHandler } from '../../../lib/define-handler';
import { previewGenTable } from '../../../domain/gen/gen-service';

export const handler = defineHandler('GenPreview', ({ query }) => previewGenTable(query.tableId));
