/** Licence management (Other; device-lifecycle spec sections 2, 3, 6, 8; docs/decisions/0041). */
import { PERMISSIONS } from '../permissions/permissions';
import * as licence from '../schemas/licence';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/system/licence';

export const LicenceSummary = defineRoute({ id: 'LicenceSummary', method: 'GET', path: `${P}/summary`, access: PERMISSIONS.licence.list, summary: "An organization's licence pool: total, available, used, expiring, expired, sold, remaining", query: licence.licenceSummaryQuery, response: licence.licenceSummary });
export const LicenceBatchPage = defineRoute({ id: 'LicenceBatchPage', method: 'GET', path: `${P}/batch/page`, access: PERMISSIONS.licence.list, summary: "An organization's licence batches, earliest expiry first", query: licence.licenceBatchPageQuery, response: cursorPageOf(licence.licenceBatchRecord) });
export const LicenceHistoryPage = defineRoute({ id: 'LicenceHistoryPage', method: 'GET', path: `${P}/history/page`, access: PERMISSIONS.licence.list, summary: "An organization's licence history (mints, sales, activations, expiries), newest first", query: licence.licenceHistoryPageQuery, response: cursorPageOf(licence.licenceEventRecord) });
export const LicenceAllocate = defineRoute({ id: 'LicenceAllocate', method: 'POST', path: `${P}/allocate`, access: PERMISSIONS.licence.allocate, summary: 'Sell licences of a batch to a direct child organization', body: licence.allocateLicenceBody, response: licence.licenceWriteResult, log: { module: 'licence', type: 'add' } });
export const LicenceMint = defineRoute({ id: 'LicenceMint', method: 'POST', path: `${P}/mint`, access: PERMISSIONS.licence.mint, summary: 'Create a licence batch at the root organization (platform operator only)', body: licence.mintLicenceBody, response: licence.licenceWriteResult, log: { module: 'licence', type: 'add' } });
export const LICENCE_ROUTES = [LicenceSummary, LicenceBatchPage, LicenceHistoryPage, LicenceAllocate, LicenceMint] as const;
