/** Administrative regions (platform catalogue, docs/decisions/0013 and 0016). */
import { PERMISSIONS } from '../permissions/permissions';
import * as region from '../schemas/region';
import { cursorPageOf, noData } from '../api/envelope';
import { importProgress } from '../schemas/import';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = '/product/region';

export const RegionChildren = defineRoute({ id: 'RegionChildren', method: 'GET', path: `${P}/children`, access: PERMISSIONS.region.list, summary: 'The direct sub-regions of a region (parentId=0: the top level)', query: region.regionChildrenQuery, response: z.array(region.regionRecord) });
export const RegionPage = defineRoute({ id: 'RegionPage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.region.list, summary: 'Regions matching a keyword or status, one cursor page', query: region.regionPageQuery, response: cursorPageOf(region.regionRow) });
export const RegionInfo = defineRoute({ id: 'RegionInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.region.query, summary: 'One region with its path', query: region.regionInfoQuery, response: region.regionRow });
export const RegionOptions = defineRoute({ id: 'RegionOptions', method: 'GET', path: `${P}/optionselect`, access: 'session', summary: 'Enabled sub-regions of an enabled region, for cascading selects', query: region.regionOptionsQuery, response: z.array(region.regionOption) });
export const RegionPath = defineRoute({ id: 'RegionPath', method: 'GET', path: `${P}/path`, access: 'session', summary: "Paths and full names of regions (ids=1,2) in the caller's language", query: region.regionPathQuery, response: z.array(region.regionPath) });
export const RegionAdd = defineRoute({ id: 'RegionAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.region.add, summary: 'Add a region', body: region.addRegionBody, log: { module: 'region', type: 'add' }, response: region.regionRecord });
export const RegionUpdate = defineRoute({ id: 'RegionUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.region.edit, summary: 'Update (or move) a region', body: region.updateRegionBody, log: { module: 'region', type: 'update' }, response: region.regionRecord });
export const RegionChangeStatus = defineRoute({ id: 'RegionChangeStatus', method: 'PUT', path: `${P}/changeStatus`, access: PERMISSIONS.region.edit, summary: 'Enable or disable a region', body: region.changeRegionStatusBody, log: { module: 'region', type: 'update' }, response: region.regionRecord });
export const RegionDelete = defineRoute({ id: 'RegionDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.region.remove, summary: 'Delete regions without sub-regions and not in use (ids=1,2)', query: region.deleteRegionQuery, log: { module: 'region', type: 'delete' }, response: noData });
export const RegionExport = defineRoute({ id: 'RegionExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.region.export, summary: 'Regions matching the search as xlsx', query: region.regionSearch, file: true, log: { module: 'region', type: 'export' } });
export const RegionImportTemplate = defineRoute({ id: 'RegionImportTemplate', method: 'GET', path: `${P}/importTemplate`, access: PERMISSIONS.region.import, summary: "The xlsx import template in the caller's language", file: true });
export const RegionImport = defineRoute({ id: 'RegionImport', method: 'POST', path: `${P}/import`, access: PERMISSIONS.region.import, summary: 'Upload an xlsx of regions: checks it and answers row messages; rows are written by import/process', body: region.importRegionBody, log: { module: 'region', type: 'import' }, response: importProgress });
export const RegionImportProcess = defineRoute({ id: 'RegionImportProcess', method: 'POST', path: `${P}/import/process`, access: PERMISSIONS.region.import, summary: 'Write the next batch of a region import; repeat until done', body: region.regionImportProcessBody, response: importProgress });
export const REGION_ROUTES = [RegionChildren, RegionPage, RegionInfo, RegionOptions, RegionPath, RegionAdd, RegionUpdate, RegionChangeStatus, RegionDelete, RegionExport, RegionImportTemplate, RegionImport, RegionImportProcess] as const;
