import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** Scheduled jobs: one small partition (bounded by JOB_LIMITS.maxJobs), so the list is one Query. */
export const JobEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'job', version: '1', service: 'aed' },
    attributes: {
      jobId: { type: 'number', required: true },
      jobName: { type: 'string', required: true },
      jobGroup: { type: ['default', 'system'] as const, required: true },
      /** A job name of the allow-list (functions/src/jobs/job-registry.ts), never code. */
      invokeTarget: { type: 'string', required: true },
      params: { type: 'string', required: true, default: '' },
      /** Quartz cron, seconds first (decision 0036). */
      cronExpression: { type: 'string', required: true },
      misfirePolicy: { type: ['1', '2', '3'] as const, required: true, default: '3' },
      concurrent: { type: ['0', '1'] as const, required: true, default: '1' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      remark: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['jobId'] } },
    },
  },
  entityConfig,
));
export type JobItem = EntityItem<typeof JobEntity>;

/**
 * One row per run. Partitioned by month (all jobs) and by job (gsi2, sorted by start time), so a log page is
 * a bounded Query of one partition; DynamoDB TTL removes rows after JOB_LIMITS.logRetentionDays.
 */
export const JobLogEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'jobLog', version: '1', service: 'aed' },
    attributes: {
      jobLogId: { type: 'string', required: true },
      month: { type: 'string', required: true },
      jobId: { type: 'number', required: true },
      jobName: { type: 'string', required: true },
      jobGroup: { type: 'string', required: true, default: '' },
      invokeTarget: { type: 'string', required: true },
      /** 0 success, 1 failure, 2 skipped. */
      status: { type: ['0', '1', '2'] as const, required: true },
      message: { type: 'string', required: true, default: '' },
      /** Records a successful run affected (the message is shown from it in the viewer's language). */
      affected: { type: 'number' },
      error: { type: 'string', required: true, default: '' },
      startTime: { type: 'string', required: true },
      durationMs: { type: 'number', required: true, default: 0 },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['jobLogId'] }, sk: { field: 'sk', composite: [] } },
      byMonth: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['month'] }, sk: { field: 'gsi1sk', composite: ['startTime', 'jobLogId'] } },
      byJob: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['jobId'] }, sk: { field: 'gsi2sk', composite: ['startTime', 'jobLogId'] } },
    },
  },
  entityConfig,
));
export type JobLogItem = EntityItem<typeof JobLogEntity>;

/** "A run of this job is in flight" (concurrent '1'): taken with a condition, expires by TTL after a crash. */
export const JobLockEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'jobLock', version: '1', service: 'aed' },
    attributes: {
      jobId: { type: 'number', required: true },
      runId: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byJob: { pk: { field: 'pk', composite: ['jobId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
