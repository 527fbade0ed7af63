import { GenTablePage } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageGenTables } from '../../../domain/gen/gen-service';

export const handler = defineHandler(GenTablePage, ({ query }) => pageGenTables(query));
