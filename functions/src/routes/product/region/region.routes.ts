/** Administrative regions (platform catalogue, docs/decisions/0013 and 0016). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as region from '@aed/shared/schemas/region';
import type { RouteDefinition } from '../../route-types';

const P = '/product/region';

export const REGION_ROUTES = [
  { id: 'RegionChildren', method: 'GET', path: `${P}/children`, entry: 'product/region/get-region-children', access: PERMISSIONS.region.list, summary: 'The direct sub-regions of a region (parentId=0: the top level)', query: region.regionChildrenQuery },
  { id: 'RegionPage', method: 'GET', path: `${P}/page`, entry: 'product/region/get-region-page', access: PERMISSIONS.region.list, summary: 'Regions matching a keyword or status, one cursor page', query: region.regionPageQuery },
  { id: 'RegionInfo', method: 'GET', path: `${P}/info`, entry: 'product/region/get-region-info', access: PERMISSIONS.region.query, summary: 'One region with its path', query: region.regionInfoQuery },
  { id: 'RegionOptions', method: 'GET', path: `${P}/optionselect`, entry: 'product/region/get-region-options', access: 'session', summary: 'Enabled sub-regions of an enabled region, for cascading selects', query: region.regionOptionsQuery },
  { id: 'RegionPath', method: 'GET', path: `${P}/path`, entry: 'product/region/get-region-path', access: 'session', summary: "Paths and full names of regions (ids=1,2) in the caller's language", query: region.regionPathQuery },
  { id: 'RegionAdd', method: 'POST', path: `${P}/add`, entry: 'product/region/post-region-add', access: PERMISSIONS.region.add, summary: 'Add a region', body: region.addRegionBody, log: { module: 'region', type: 'add' } },
  { id: 'RegionUpdate', method: 'PUT', path: `${P}/update`, entry: 'product/region/put-region-update', access: PERMISSIONS.region.edit, summary: 'Update (or move) a region', body: region.updateRegionBody, log: { module: 'region', type: 'update' } },
  { id: 'RegionChangeStatus', method: 'PUT', path: `${P}/changeStatus`, entry: 'product/region/put-region-change-status', access: PERMISSIONS.region.edit, summary: 'Enable or disable a region', body: region.changeRegionStatusBody, log: { module: 'region', type: 'update' } },
  { id: 'RegionDelete', method: 'DELETE', path: `${P}/delete`, entry: 'product/region/delete-region', access: PERMISSIONS.region.remove, summary: 'Delete regions without sub-regions and not in use (ids=1,2)', query: region.deleteRegionQuery, log: { module: 'region', type: 'delete' } },
  { id: 'RegionExport', method: 'GET', path: `${P}/export`, entry: 'product/region/get-region-export', access: PERMISSIONS.region.export, summary: 'Regions matching the search as xlsx', query: region.regionSearch, file: true, log: { module: 'region', type: 'export' } },
  { id: 'RegionImportTemplate', method: 'GET', path: `${P}/importTemplate`, entry: 'product/region/get-region-import-template', access: PERMISSIONS.region.import, summary: "The xlsx import template in the caller's language", file: true },
  { id: 'RegionImport', method: 'POST', path: `${P}/import`, entry: 'product/region/post-region-import', access: PERMISSIONS.region.import, summary: 'Upload an xlsx of regions: checks it and answers row messages; rows are written by import/process', body: region.importRegionBody, log: { module: 'region', type: 'import' } },
  { id: 'RegionImportProcess', method: 'POST', path: `${P}/import/process`, entry: 'product/region/post-region-import-process', access: PERMISSIONS.region.import, summary: 'Write the next batch of a region import; repeat until done', body: region.regionImportProcessBody },
] as const satisfies readonly RouteDefinition[];
