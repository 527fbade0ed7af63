import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
  type GetScheduleCommandOutput,
} from '@aws-sdk/client-scheduler';
import { CRON_TIMEZONE, toEventBridgeCron } from './cron';
import type { SchedulePort, ScheduledJob } from './schedule-port';

export interface AwsScheduleConfig {
  groupName: string;
  jobRunnerArn: string;
  schedulerRoleArn: string;
}

/** Schedule names are `job-<jobId>`: the API's IAM grant is limited to that prefix in the group. */
export const scheduleName = (jobId: number): string => `job-${jobId}`;

/** EventBridge has no misfire policy: '3' (do nothing) gives up at once, '1'/'2' retry a failed delivery. */
export function retryPolicy(misfirePolicy: ScheduledJob['misfirePolicy']) {
  return misfirePolicy === '3'
    ? { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 }
    : { MaximumRetryAttempts: misfirePolicy === '1' ? 3 : 1, MaximumEventAgeInSeconds: 3600 };
}

/** The CreateSchedule/UpdateSchedule input of a job (pure: tested without AWS). */
export function scheduleInput(job: ScheduledJob, config: AwsScheduleConfig): CreateScheduleCommandInput {
  return {
    Name: scheduleName(job.jobId),
    GroupName: config.groupName,
    Description: job.jobName.slice(0, 512),
    ScheduleExpression: toEventBridgeCron(job.cronExpression),
    ScheduleExpressionTimezone: CRON_TIMEZONE,
    FlexibleTimeWindow: { Mode: 'OFF' },
    State: job.status === '1' ? 'DISABLED' : 'ENABLED',
    Target: {
      Arn: config.jobRunnerArn,
      RoleArn: config.schedulerRoleArn,
      Input: JSON.stringify({ job: job.invokeTarget, params: job.params, jobId: job.jobId }),
      RetryPolicy: retryPolicy(job.misfirePolicy),
    },
  };
}

/** UpdateSchedule replaces the whole schedule: the current definition with only the state changed. */
export function withState(current: GetScheduleCommandOutput, state: 'ENABLED' | 'DISABLED'): CreateScheduleCommandInput {
  return {
    Name: current.Name,
    GroupName: current.GroupName,
    Description: current.Description,
    ScheduleExpression: current.ScheduleExpression,
    ScheduleExpressionTimezone: current.ScheduleExpressionTimezone,
    FlexibleTimeWindow: current.FlexibleTimeWindow ?? { Mode: 'OFF' },
    Target: current.Target,
    State: state,
  };
}

const isNotFound = (e: unknown) => e instanceof ResourceNotFoundException || (e as { name?: string })?.name === 'ResourceNotFoundException';

export function awsSchedulePort(
  config: AwsScheduleConfig = {
    groupName: process.env.SCHEDULE_GROUP_NAME ?? '',
    jobRunnerArn: process.env.JOB_RUNNER_ARN ?? '',
    schedulerRoleArn: process.env.SCHEDULER_ROLE_ARN ?? '',
  },
  client: Pick<SchedulerClient, 'send'> = new SchedulerClient({}),
): SchedulePort {
  const setState = async (jobId: number, state: 'ENABLED' | 'DISABLED') => {
    const current = await client.send(new GetScheduleCommand({ Name: scheduleName(jobId), GroupName: config.groupName }));
    await client.send(new UpdateScheduleCommand(withState(current, state) as never));
  };
  return {
    kind: 'aws',
    async upsert(job) {
      const input = scheduleInput(job, config);
      try {
        await client.send(new UpdateScheduleCommand(input as never));
      } catch (e) {
        if (!isNotFound(e)) throw e;
        await client.send(new CreateScheduleCommand(input));
      }
    },
    pause: (jobId) => setState(jobId, 'DISABLED'),
    resume: (jobId) => setState(jobId, 'ENABLED'),
    async remove(jobId) {
      try {
        await client.send(new DeleteScheduleCommand({ Name: scheduleName(jobId), GroupName: config.groupName }));
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
    },
  };
}
