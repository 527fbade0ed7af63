import type { JobLogPageQuery, JobPageQuery } from '@aed/shared/schemas/job';

/** Query keys of the feature: invalidating `all` refreshes jobs and logs. */
export const jobKeys = {
  all: ['job'] as const,
  page: (query: JobPageQuery) => [...jobKeys.all, 'page', query] as const,
  info: (jobId: number) => [...jobKeys.all, 'info', jobId] as const,
  targets: () => [...jobKeys.all, 'targets'] as const,
  cronNext: (cronExpression: string) => [...jobKeys.all, 'cronNext', cronExpression] as const,
  logs: () => [...jobKeys.all, 'log'] as const,
  logPage: (query: JobLogPageQuery) => [...jobKeys.logs(), query] as const,
  /** A job-log clean's progress: one task, or (no id) the one running. */
  logClean: (taskId?: string) => [...jobKeys.all, 'logClean', taskId ?? 'running'] as const,
};
