import type { Language } from '@aed/shared/constants/limits';
import { JOB_EXPORT, JOB_LOG_EXPORT } from '@aed/shared/i18n/export-labels';
import type { JobLogSearch, JobSearch } from '@aed/shared/schemas/job';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { searchJobLogs } from './job-log-queries';
import { searchJobs } from './job-queries';

/** The jobs matching a search as an xlsx workbook, in the caller's language. */
export async function exportJobs(search: JobSearch, language: Language): Promise<FileResult> {
  const rows = await searchJobs(search, language);
  const words = JOB_EXPORT[language];
  return xlsxFile('jobs', {
    words,
    columns: [
      ['jobId', 10],
      ['jobName', 30],
      ['jobGroup', 12],
      ['invokeTarget', 30],
      ['params', 20],
      ['cronExpression', 22],
      ['misfirePolicy', 14],
      ['concurrent', 12],
      ['status', 10],
      ['remark', 40],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      misfirePolicy: codedText(words, 'misfirePolicy', r.misfirePolicy),
      concurrent: codedText(words, 'concurrent', r.concurrent),
      status: codedText(words, 'status', r.status),
      createTime: utcText(r.createTime),
    })),
  });
}

/** The job-log rows matching a search as an xlsx workbook, in the caller's language. */
export async function exportJobLogs(search: JobLogSearch, language: Language): Promise<FileResult> {
  const rows = await searchJobLogs(search, language);
  const words = JOB_LOG_EXPORT[language];
  return xlsxFile('job-log', {
    words,
    columns: [
      ['jobLogId', 22],
      ['jobId', 10],
      ['jobName', 30],
      ['invokeTarget', 30],
      ['status', 10],
      ['message', 30],
      ['error', 40],
      ['startTime', 22],
      ['durationMs', 14],
    ],
    rows: rows.map((r) => ({ ...r, status: codedText(words, 'status', r.status), startTime: utcText(r.startTime) })),
  });
}
