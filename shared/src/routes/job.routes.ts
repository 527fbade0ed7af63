/** Scheduled jobs and their log (monitor/job, monitor/jobLog). */
import { PERMISSIONS } from '../permissions/permissions';
import * as job from '../schemas/job';
import { startedTask, taskStatusQuery, taskStatusResult } from '../schemas/task';
import { cursorPageOf, noData, pageOf } from '../api/envelope';
import * as z from 'zod';
import { defineRoute } from '../api/route';

const P = PERMISSIONS.job;

export const JobPage = defineRoute({ id: 'JobPage', method: 'GET', path: '/monitor/job/page', access: P.list, summary: 'Scheduled jobs, one page', query: job.jobPageQuery, response: pageOf(job.jobRecord) });
export const JobInfo = defineRoute({ id: 'JobInfo', method: 'GET', path: '/monitor/job/info', access: P.query, summary: 'One scheduled job by id', query: job.jobInfoQuery, response: job.jobRecord });
export const JobTargets = defineRoute({ id: 'JobTargets', method: 'GET', path: '/monitor/job/targets', access: P.list, summary: 'Registered jobs an invoke target may name', response: z.array(job.jobTarget) });
export const JobCronNext = defineRoute({ id: 'JobCronNext', method: 'GET', path: '/monitor/job/cron/next', access: P.list, summary: 'Next 5 fire times of a cron expression', query: job.cronNextQuery, response: z.array(z.string()) });
export const JobAdd = defineRoute({ id: 'JobAdd', method: 'POST', path: '/monitor/job/add', access: P.add, summary: 'Add a scheduled job', body: job.addJobBody, log: { module: 'job', type: 'add' }, response: job.jobRecord });
export const JobUpdate = defineRoute({ id: 'JobUpdate', method: 'PUT', path: '/monitor/job/update', access: P.edit, summary: 'Update a scheduled job', body: job.updateJobBody, log: { module: 'job', type: 'update' }, response: job.jobRecord });
export const JobDelete = defineRoute({ id: 'JobDelete', method: 'DELETE', path: '/monitor/job/delete', access: P.remove, summary: 'Delete scheduled jobs (ids=1,2)', query: job.deleteJobQuery, log: { module: 'job', type: 'delete' }, response: noData });
export const JobExport = defineRoute({ id: 'JobExport', method: 'GET', path: '/monitor/job/export', access: P.export, summary: 'Jobs matching the search as xlsx', query: job.jobSearch, file: true, log: { module: 'job', type: 'export' } });
export const JobChangeStatus = defineRoute({ id: 'JobChangeStatus', method: 'PUT', path: '/monitor/job/changeStatus', access: P.changeStatus, summary: 'Pause or resume a job', body: job.changeJobStatusBody, log: { module: 'job', type: 'update' }, response: job.jobRecord });
export const JobRun = defineRoute({ id: 'JobRun', method: 'PUT', path: '/monitor/job/run', access: P.changeStatus, summary: 'Run a job once now', body: job.runJobBody, log: { module: 'job', type: 'other' }, response: job.jobRunOutcome });
export const JobLogPage = defineRoute({ id: 'JobLogPage', method: 'GET', path: '/monitor/jobLog/page', access: P.list, summary: 'Job log of a month, one page', query: job.jobLogPageQuery, response: cursorPageOf(job.jobLogRecord) });
export const JobLogDelete = defineRoute({ id: 'JobLogDelete', method: 'DELETE', path: '/monitor/jobLog/delete', access: P.remove, summary: 'Delete job-log rows (ids=a,b)', query: job.deleteJobLogQuery, log: { module: 'jobLog', type: 'delete' }, response: noData });
export const JobLogClean = defineRoute({ id: 'JobLogClean', method: 'DELETE', path: '/monitor/jobLog/clean', access: P.remove, summary: 'Start clearing the job log (one month or all) in the background; answers the task', query: job.cleanJobLogQuery, log: { module: 'jobLog', type: 'clean' }, response: startedTask });
export const JobLogCleanStatus = defineRoute({ id: 'JobLogCleanStatus', method: 'GET', path: '/monitor/jobLog/clean/status', access: P.remove, summary: 'Progress of a job-log clean (taskId=), or the one running', query: taskStatusQuery, response: taskStatusResult });
export const JobLogExport = defineRoute({ id: 'JobLogExport', method: 'GET', path: '/monitor/jobLog/export', access: P.export, summary: 'Job-log rows matching the search as xlsx', query: job.jobLogSearch, file: true, log: { module: 'jobLog', type: 'export' } });
export const JOB_ROUTES = [JobPage, JobInfo, JobTargets, JobCronNext, JobAdd, JobUpdate, JobDelete, JobExport, JobChangeStatus, JobRun, JobLogPage, JobLogDelete, JobLogClean, JobLogCleanStatus, JobLogExport] as const;
