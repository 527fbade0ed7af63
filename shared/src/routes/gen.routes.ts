/** Code generation (System tools): generator definitions, preview and zip download of the generated module. */
import { PERMISSIONS } from '../permissions/permissions';
import * as gen from '../schemas/gen';
import { noData, pageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

const G = '/upms/tool/gen';

export const GenTablePage = defineRoute({ id: 'GenTablePage', method: 'GET', path: `${G}/page`, access: PERMISSIONS.gen.list, summary: 'Generator definitions, one page (without fields)', query: gen.genTablePageQuery, response: pageOf(gen.genTableRow) });
export const GenTableInfo = defineRoute({ id: 'GenTableInfo', method: 'GET', path: `${G}/info`, access: PERMISSIONS.gen.query, summary: 'One generator definition with its fields', query: gen.genTableIdQuery, response: gen.genTableRecord });
export const GenTableAdd = defineRoute({ id: 'GenTableAdd', method: 'POST', path: `${G}/add`, access: PERMISSIONS.gen.add, summary: 'Add a generator definition', body: gen.addGenTableBody, log: { module: 'gen', type: 'add' }, response: gen.genTableRecord });
export const GenTableUpdate = defineRoute({ id: 'GenTableUpdate', method: 'PUT', path: `${G}/update`, access: PERMISSIONS.gen.edit, summary: 'Update a generator definition', body: gen.updateGenTableBody, log: { module: 'gen', type: 'update' }, response: gen.genTableRecord });
export const GenTableDelete = defineRoute({ id: 'GenTableDelete', method: 'DELETE', path: `${G}/delete`, access: PERMISSIONS.gen.remove, summary: 'Delete generator definitions (ids=1,2)', query: gen.deleteGenTableQuery, log: { module: 'gen', type: 'delete' }, response: noData });
export const GenPreview = defineRoute({ id: 'GenPreview', method: 'GET', path: `${G}/preview`, access: PERMISSIONS.gen.preview, summary: 'The generated files ({ path, content }[])', query: gen.genTableIdQuery, response: z.array(gen.genFile) });
export const GenDownload = defineRoute({ id: 'GenDownload', method: 'GET', path: `${G}/download`, access: PERMISSIONS.gen.code, summary: 'The generated module as a zip', query: gen.genTableIdQuery, file: true, log: { module: 'gen', type: 'genCode' } });
export const GEN_ROUTES = [GenTablePage, GenTableInfo, GenTableAdd, GenTableUpdate, GenTableDelete, GenPreview, GenDownload] as const;
