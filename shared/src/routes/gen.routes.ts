/** Code generation (System tools): generator definitions, preview and zip download of the generated module. */
import { PERMISSIONS } from '../permissions/permissions';
import * as gen from '../schemas/gen';
import { defineRoute } from '../api/route';

const G = '/upms/tool/gen';

export const GenTablePage = defineRoute({ id: 'GenTablePage', method: 'GET', path: `${G}/page`, access: PERMISSIONS.gen.list, summary: 'Generator definitions, one page (without fields)', query: gen.genTablePageQuery });
export const GenTableInfo = defineRoute({ id: 'GenTableInfo', method: 'GET', path: `${G}/info`, access: PERMISSIONS.gen.query, summary: 'One generator definition with its fields', query: gen.genTableIdQuery });
export const GenTableAdd = defineRoute({ id: 'GenTableAdd', method: 'POST', path: `${G}/add`, access: PERMISSIONS.gen.add, summary: 'Add a generator definition', body: gen.addGenTableBody, log: { module: 'gen', type: 'add' } });
export const GenTableUpdate = defineRoute({ id: 'GenTableUpdate', method: 'PUT', path: `${G}/update`, access: PERMISSIONS.gen.edit, summary: 'Update a generator definition', body: gen.updateGenTableBody, log: { module: 'gen', type: 'update' } });
export const GenTableDelete = defineRoute({ id: 'GenTableDelete', method: 'DELETE', path: `${G}/delete`, access: PERMISSIONS.gen.remove, summary: 'Delete generator definitions (ids=1,2)', query: gen.deleteGenTableQuery, log: { module: 'gen', type: 'delete' } });
export const GenPreview = defineRoute({ id: 'GenPreview', method: 'GET', path: `${G}/preview`, access: PERMISSIONS.gen.preview, summary: 'The generated files ({ path, content }[])', query: gen.genTableIdQuery });
export const GenDownload = defineRoute({ id: 'GenDownload', method: 'GET', path: `${G}/download`, access: PERMISSIONS.gen.code, summary: 'The generated module as a zip', query: gen.genTableIdQuery, file: true, log: { module: 'gen', type: 'genCode' } });
export const GEN_ROUTES = [GenTablePage, GenTableInfo, GenTableAdd, GenTableUpdate, GenTableDelete, GenPreview, GenDownload] as const;
