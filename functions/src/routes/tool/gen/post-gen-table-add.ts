import { GenTableAdd } from '@aed/shared/routes/gen.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addGenTable } from '../../../domain/gen/gen-service';
import { ROUTES, handlerFolders } from '../../route-table';

// the route table goes in: a generated module's route ids must not clash with this build's (the domain never imports routes/)
export const handler = defineHandler(GenTableAdd, ({ actor, body }) => addGenTable(actor, body, { routes: ROUTES, handlerFolders: handlerFolders() }));
