/** The report email schedule (docs/decisions/0057): per organization, the list approved reports are mailed to. */
import { PERMISSIONS } from '../permissions/permissions';
import * as schedule from '../schemas/report-schedule';
import { cursorPageOf, noData } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/report/schedule';
const S = PERMISSIONS.reportSchedule;

export const ReportSchedulePage = defineRoute({ id: 'ReportSchedulePage', method: 'GET', path: `${P}/page`, access: S.list, summary: 'Report email schedules of the organizations in the caller scope, by organization, one cursor page', query: schedule.reportSchedulePageQuery, response: cursorPageOf(schedule.reportScheduleRecord) });
export const ReportScheduleSave = defineRoute({ id: 'ReportScheduleSave', method: 'PUT', path: `${P}/save`, access: S.edit, summary: "Set an organization's report email list and interval days (new without version, else the version read)", body: schedule.saveReportScheduleBody, log: { module: 'report', type: 'update' }, response: schedule.reportScheduleRecord });
export const ReportScheduleRemove = defineRoute({ id: 'ReportScheduleRemove', method: 'DELETE', path: `${P}/remove`, access: S.edit, summary: "Stop mailing an organization's approved reports (the version read)", query: schedule.removeReportScheduleQuery, log: { module: 'report', type: 'delete' }, response: noData });
export const REPORT_SCHEDULE_ROUTES = [ReportSchedulePage, ReportScheduleSave, ReportScheduleRemove] as const;
