/** Code generation (System tools): generator definitions, preview and zip download of the generated module. */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as gen from '@aed/shared/schemas/gen';
import type { RouteDefinition } from '../../route-types';

const G = '/upms/tool/gen';

export const GEN_ROUTES = [
  { id: 'GenTablePage', method: 'GET', path: `${G}/page`, entry: 'tool/gen/get-gen-page', access: PERMISSIONS.gen.list, summary: 'Generator definitions, one page (without fields)', query: gen.genTablePageQuery },
  { id: 'GenTableInfo', method: 'GET', path: `${G}/info`, entry: 'tool/gen/get-gen-info', access: PERMISSIONS.gen.query, summary: 'One generator definition with its fields', query: gen.genTableIdQuery },
  { id: 'GenTableAdd', method: 'POST', path: `${G}/add`, entry: 'tool/gen/post-gen-add', access: PERMISSIONS.gen.add, summary: 'Add a generator definition', body: gen.addGenTableBody, log: { module: 'gen', type: 'add' } },
  { id: 'GenTableUpdate', method: 'PUT', path: `${G}/update`, entry: 'tool/gen/put-gen-update', access: PERMISSIONS.gen.edit, summary: 'Update a generator definition', body: gen.updateGenTableBody, log: { module: 'gen', type: 'update' } },
  { id: 'GenTableDelete', method: 'DELETE', path: `${G}/delete`, entry: 'tool/gen/delete-gen', access: PERMISSIONS.gen.remove, summary: 'Delete generator definitions (ids=1,2)', query: gen.deleteGenTableQuery, log: { module: 'gen', type: 'delete' } },
  { id: 'GenPreview', method: 'GET', path: `${G}/preview`, entry: 'tool/gen/get-gen-preview', access: PERMISSIONS.gen.preview, summary: 'The generated files ({ path, content }[])', query: gen.genTableIdQuery },
  { id: 'GenDownload', method: 'GET', path: `${G}/download`, entry: 'tool/gen/get-gen-download', access: PERMISSIONS.gen.code, summary: 'The generated module as a zip', query: gen.genTableIdQuery, file: true, log: { module: 'gen', type: 'genCode' } },
] as const satisfies readonly RouteDefinition[];
