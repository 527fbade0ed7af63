/** Scheduled jobs and their log (monitor/job, monitor/jobLog). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as job from '@aed/shared/schemas/job';
import { taskStatusQuery } from '@aed/shared/schemas/task';
import type { RouteDefinition } from '../../route-types';

const P = PERMISSIONS.job;

export const JOB_ROUTES = [
  { id: 'JobPage', method: 'GET', path: '/monitor/job/page', entry: 'monitor/job/get-job-page', access: P.list, summary: 'Scheduled jobs, one page', query: job.jobPageQuery },
  { id: 'JobInfo', method: 'GET', path: '/monitor/job/info', entry: 'monitor/job/get-job-info', access: P.query, summary: 'One scheduled job by id', query: job.jobInfoQuery },
  { id: 'JobTargets', method: 'GET', path: '/monitor/job/targets', entry: 'monitor/job/get-job-targets', access: P.list, summary: 'Registered jobs an invoke target may name' },
  { id: 'JobCronNext', method: 'GET', path: '/monitor/job/cron/next', entry: 'monitor/job/get-job-cron-next', access: P.list, summary: 'Next 5 fire times of a cron expression', query: job.cronNextQuery },
  { id: 'JobAdd', method: 'POST', path: '/monitor/job/add', entry: 'monitor/job/post-job-add', access: P.add, summary: 'Add a scheduled job', body: job.addJobBody, log: { module: 'job', type: 'add' } },
  { id: 'JobUpdate', method: 'PUT', path: '/monitor/job/update', entry: 'monitor/job/put-job-update', access: P.edit, summary: 'Update a scheduled job', body: job.updateJobBody, log: { module: 'job', type: 'update' } },
  { id: 'JobDelete', method: 'DELETE', path: '/monitor/job/delete', entry: 'monitor/job/delete-job', access: P.remove, summary: 'Delete scheduled jobs (ids=1,2)', query: job.deleteJobQuery, log: { module: 'job', type: 'delete' } },
  { id: 'JobExport', method: 'GET', path: '/monitor/job/export', entry: 'monitor/job/get-job-export', access: P.export, summary: 'Jobs matching the search as xlsx', query: job.jobSearch, file: true, log: { module: 'job', type: 'export' } },
  { id: 'JobChangeStatus', method: 'PUT', path: '/monitor/job/changeStatus', entry: 'monitor/job/put-job-change-status', access: P.changeStatus, summary: 'Pause or resume a job', body: job.changeJobStatusBody, log: { module: 'job', type: 'update' } },
  { id: 'JobRun', method: 'PUT', path: '/monitor/job/run', entry: 'monitor/job/put-job-run', access: P.changeStatus, summary: 'Run a job once now', body: job.runJobBody, log: { module: 'job', type: 'other' } },
  { id: 'JobLogPage', method: 'GET', path: '/monitor/jobLog/page', entry: 'monitor/job/get-job-log-page', access: P.list, summary: 'Job log of a month, one page', query: job.jobLogPageQuery },
  { id: 'JobLogDelete', method: 'DELETE', path: '/monitor/jobLog/delete', entry: 'monitor/job/delete-job-log', access: P.remove, summary: 'Delete job-log rows (ids=a,b)', query: job.deleteJobLogQuery, log: { module: 'jobLog', type: 'delete' } },
  { id: 'JobLogClean', method: 'DELETE', path: '/monitor/jobLog/clean', entry: 'monitor/job/delete-job-log-clean', access: P.remove, summary: 'Start clearing the job log (one month or all) in the background; answers the task', query: job.cleanJobLogQuery, log: { module: 'jobLog', type: 'clean' } },
  { id: 'JobLogCleanStatus', method: 'GET', path: '/monitor/jobLog/clean/status', entry: 'monitor/job/get-job-log-clean-status', access: P.remove, summary: 'Progress of a job-log clean (taskId=), or the one running', query: taskStatusQuery },
  { id: 'JobLogExport', method: 'GET', path: '/monitor/jobLog/export', entry: 'monitor/job/get-job-log-export', access: P.export, summary: 'Job-log rows matching the search as xlsx', query: job.jobLogSearch, file: true, log: { module: 'jobLog', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
