/** Administrative regions (platform catalogue, docs/decisions/0013 and 0016). */
import { PERMISSIONS } from '../permissions/permissions';
import * as region from '../schemas/region';
import { defineRoute } from '../api/route';

const P = '/product/region';

export const RegionChildren = defineRoute({ id: 'RegionChildren', method: 'GET', path: `${P}/children`, access: PERMISSIONS.region.list, summary: 'The direct sub-regions of a region (parentId=0: the top level)', query: region.regionChildrenQuery });
export const RegionPage = defineRoute({ id: 'RegionPage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.region.list, summary: 'Regions matching a keyword or status, one cursor page', query: region.regionPageQuery });
export const RegionInfo = defineRoute({ id: 'RegionInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.region.query, summary: 'One region with its path', query: region.regionInfoQuery });
export const RegionOptions = defineRoute({ id: 'RegionOptions', method: 'GET', path: `${P}/optionselect`, access: 'session', summary: 'Enabled sub-regions of an enabled region, for cascading selects', query: region.regionOptionsQuery });
export const RegionPath = defineRoute({ id: 'RegionPath', method: 'GET', path: `${P}/path`, access: 'session', summary: "Paths and full names of regions (ids=1,2) in the caller's language", query: region.regionPathQuery });
export const RegionAdd = defineRoute({ id: 'RegionAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.region.add, summary: 'Add a region', body: region.addRegionBody, log: { module: 'region', type: 'add' } });
export const RegionUpdate = defineRoute({ id: 'RegionUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.region.edit, summary: 'Update (or move) a region', body: region.updateRegionBody, log: { module: 'region', type: 'update' } });
export const RegionChangeStatus = defineRoute({ id: 'RegionChangeStatus', method: 'PUT', path: `${P}/changeStatus`, access: PERMISSIONS.region.edit, summary: 'Enable or disable a region', body: region.changeRegionStatusBody, log: { module: 'region', type: 'update' } });
export const RegionDelete = defineRoute({ id: 'RegionDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.region.remove, summary: 'Delete regions without sub-regions and not in use (ids=1,2)', query: region.deleteRegionQuery, log: { module: 'region', type: 'delete' } });
export const RegionExport = defineRoute({ id: 'RegionExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.region.export, summary: 'Regions matching the search as xlsx', query: region.regionSearch, file: true, log: { module: 'region', type: 'export' } });
export const RegionImportTemplate = defineRoute({ id: 'RegionImportTemplate', method: 'GET', path: `${P}/importTemplate`, access: PERMISSIONS.region.import, summary: "The xlsx import template in the caller's language", file: true });
export const RegionImport = defineRoute({ id: 'RegionImport', method: 'POST', path: `${P}/import`, access: PERMISSIONS.region.import, summary: 'Upload an xlsx of regions: checks it and answers row messages; rows are written by import/process', body: region.importRegionBody, log: { module: 'region', type: 'import' } });
export const RegionImportProcess = defineRoute({ id: 'RegionImportProcess', method: 'POST', path: `${P}/import/process`, access: PERMISSIONS.region.import, summary: 'Write the next batch of a region import; repeat until done', body: region.regionImportProcessBody });
export const REGION_ROUTES = [RegionChildren, RegionPage, RegionInfo, RegionOptions, RegionPath, RegionAdd, RegionUpdate, RegionChangeStatus, RegionDelete, RegionExport, RegionImportTemplate, RegionImport, RegionImportProcess] as const;
