/** Equipment running status: the list, one device's detail, the counts per status (docs/decisions/0048). */
import { PERMISSIONS } from '../permissions/permissions';
import * as status from '../schemas/running-status';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/monitoring/status';
const A = PERMISSIONS.runningStatus;

export const RunningStatusPage = defineRoute({ id: 'RunningStatusPage', method: 'GET', path: `${P}/page`, access: A.list, summary: 'Devices of the caller scope with their running status and reasons, by organization, one cursor page', query: status.runningStatusPageQuery, response: cursorPageOf(status.runningStatusRow) });
export const RunningStatusInfo = defineRoute({ id: 'RunningStatusInfo', method: 'GET', path: `${P}/info`, access: A.list, summary: "One device's running status: its values and their rules, state, events, open alarms and alarm orders", query: status.runningStatusInfoQuery, response: status.runningStatusDetail });
export const RunningStatusTally = defineRoute({ id: 'RunningStatusTally', method: 'GET', path: `${P}/tally`, access: A.list, summary: "Counts per running status of an organization (default the caller's own): its subtree's in one read, or its own devices' for a scope of that organization alone", query: status.statusTallyQuery, response: status.statusTallyRecord });
export const RUNNING_STATUS_ROUTES = [RunningStatusPage, RunningStatusInfo, RunningStatusTally] as const;
