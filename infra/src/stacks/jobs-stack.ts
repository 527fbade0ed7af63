import { ArnFormat, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as triggers from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { AppFunction } from '../constructs/app-function';
import { functionEnvironment, type CoreResources } from '../constructs/function-environment';
import { acknowledgeWildcardResources, ARN_FIELD } from '../constructs/nag';
import { grantTableReadWrite } from '../constructs/table-access';
import { grantBlobAccess } from '../constructs/blob-access';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { HANDLER_FILES } from '../paths';
import { pdfCode } from '../bundle/pdf-code';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export type JobsStackProps = StackProps &
  CoreResources & {
    /** The data stack's bucket (DataStack.blobBucketName): the upload sweep deletes expired uploads' objects. */
    blobBucketName: string;
    /** ses:SendEmail from the platform identity: jobs mail (lease reminders, decision 0046). */
    grantSendMail: (grantee: iam.IGrantable) => void;
  };

/** The PDF function's memory: @sparticuz/chromium wants at least 512 MB and recommends 1,600 MB or more. */
export const PDF_MEMORY_MB = 2048;

/** How long one task-worker run lasts at most; the worker hands over to a fresh run 30 s before (decision 0029). */
export const TASK_WORKER_TIMEOUT = Duration.minutes(5);

/**
 * Scheduled jobs: the API creates one EventBridge Scheduler schedule per job in `scheduleGroup`, each
 * invoking `jobRunner` through `schedulerRole`. The schedules themselves are data, not CloudFormation.
 * Background tasks (decision 0029): `taskWorker` runs long deletions, invoked asynchronously by the routes that
 * start them, by itself (a run that runs out of time) and by the job runner (the resume job).
 */
export class JobsStack extends Stack {
  readonly jobRunner: AppFunction;
  readonly taskWorker: AppFunction;
  /** The task worker's ARN, built from its fixed name (it invokes itself without referencing itself). */
  readonly taskWorkerArn: string;
  readonly scheduleGroup: scheduler.ScheduleGroup;
  readonly schedulerRole: iam.Role;
  /** Deploy-time reconciliation of the job rows' schedules (the seeded built-in jobs get theirs here). */
  readonly scheduleSync: AppFunction;
  /** Renders PDFs (decision 0056), invoked by the routes and jobs that need one (`PDF_FUNCTION_ARN`). */
  readonly pdfRenderer: AppFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const taskWorkerName = `${this.stackName}-TaskWorker`;
    this.taskWorkerArn = this.formatArn({ service: 'lambda', resource: 'function', resourceName: taskWorkerName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    this.taskWorker = new AppFunction(this, 'TaskWorker', {
      entry: HANDLER_FILES.taskWorker,
      functionName: taskWorkerName,
      description: 'Runs background tasks (log cleans) in checkpointed batches (invoked asynchronously)',
      timeout: TASK_WORKER_TIMEOUT,
      environment: { ...functionEnvironment(props), TASK_WORKER_ARN: this.taskWorkerArn },
    });
    grantTableReadWrite(props.table, this.taskWorker);
    grantStartTasks(this.taskWorker, this.taskWorkerArn);

    this.pdfRenderer = new AppFunction(this, 'PdfRenderer', {
      entry: HANDLER_FILES.pdf,
      description: 'Renders report PDFs with headless Chromium (invoked by the report routes and jobs)',
      code: pdfCode(),
      // @sparticuz/chromium ships an x86-64 browser only; Chromium wants memory (measured: decision 0056)
      architecture: lambda.Architecture.X86_64,
      memorySize: PDF_MEMORY_MB,
      // a caller waits inside the API's 29 s; a cold start unpacks the browser (~10 s)
      timeout: Duration.seconds(25),
      environment: { ...functionEnvironment(props), BLOB_BUCKET: props.blobBucketName },
    });
    // reads the organization's logo and seal and the order's photos and signatures; writes only report PDFs
    const blobs = s3.Bucket.fromBucketName(this, 'PdfBlobs', props.blobBucketName);
    grantBlobAccess(blobs, this.pdfRenderer, { prefix: 'dept', actions: ['s3:GetObject'] });
    grantBlobAccess(blobs, this.pdfRenderer, { prefix: 'upload', actions: ['s3:GetObject'] });
    grantBlobAccess(blobs, this.pdfRenderer, { prefix: 'report', actions: ['s3:PutObject'] });

    this.jobRunner = new AppFunction(this, 'JobRunner', {
      entry: HANDLER_FILES.jobRunner,
      description: 'Runs one scheduled job (invoked by EventBridge Scheduler)',
      timeout: Duration.minutes(5),
      // the resume job starts task workers; the upload sweep deletes objects under upload/; the report mailing has
      // report PDFs rendered and attaches them (decision 0057)
      environment: { ...functionEnvironment(props), TASK_WORKER_ARN: this.taskWorkerArn, BLOB_BUCKET: props.blobBucketName, PDF_FUNCTION_ARN: this.pdfRenderer.functionArn },
    });
    grantTableReadWrite(props.table, this.jobRunner);
    grantBlobAccess(s3.Bucket.fromBucketName(this, 'Blobs', props.blobBucketName), this.jobRunner, { prefix: 'upload', actions: ['s3:DeleteObject'] });
    grantBlobAccess(s3.Bucket.fromBucketName(this, 'ReportBlobs', props.blobBucketName), this.jobRunner, { prefix: 'report', actions: ['s3:GetObject'] });
    this.jobRunner.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.pdfRenderer.functionArn] }));
    grantStartTasks(this.jobRunner, this.taskWorkerArn);
    // jobs send mail (lease reminders) through SES or an organization's server, whose password the signing key
    // material decrypts (decisions 0005, 0046)
    props.grantSendMail(this.jobRunner);
    props.signingKey.grantRead(this.jobRunner);

    this.scheduleGroup = new scheduler.ScheduleGroup(this, 'ScheduleGroup', {});

    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler to invoke the job runner',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        // Confused-deputy guard: only schedules of this account's group may use the role.
        conditions: {
          StringEquals: {
            'aws:SourceAccount': Stack.of(this).account,
            'aws:SourceArn': this.scheduleGroup.scheduleGroupArn,
          },
        },
      }),
    });
    // Only the unqualified function ARN (no `:*` for versions/aliases): the schedules target that ARN.
    this.schedulerRole.addToPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.jobRunner.functionArn] }),
    );

    this.scheduleSync = new AppFunction(this, 'ScheduleSync', {
      entry: HANDLER_FILES.scheduleSync,
      description: 'Deploy time: creates or updates the EventBridge schedule of every job row',
      timeout: Duration.minutes(2),
      environment: {
        ...functionEnvironment(props),
        SCHEDULE_GROUP_NAME: this.scheduleGroup.scheduleGroupName,
        JOB_RUNNER_ARN: this.jobRunner.functionArn,
        SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
      },
    });
    grantTableReadWrite(props.table, this.scheduleSync);
    grantManageJobSchedules(this.scheduleSync, this.scheduleGroup.scheduleGroupName, this.schedulerRole.roleArn);
    new triggers.Trigger(this, 'ScheduleSyncTrigger', {
      handler: this.scheduleSync,
      executeAfter: [this.jobRunner, this.schedulerRole, this.scheduleGroup],
      invocationType: triggers.InvocationType.REQUEST_RESPONSE,
      timeout: Duration.minutes(3),
    });
  }
}

/** Lets `grantee` start task workers: asynchronous invocations of the task-worker function, and nothing else. */
export function grantStartTasks(grantee: iam.IGrantable, taskWorkerArn: string): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [taskWorkerArn] }));
}

/** What the job code does with EventBridge Scheduler (functions/src/jobs/schedule-aws.ts). */
export const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'];

/**
 * Lets `grantee` create, update, read and delete the `job-<id>` schedules of the platform's group, and hand the
 * scheduler role to EventBridge Scheduler only (iam:PassRole with iam:PassedToService).
 */
export function grantManageJobSchedules(grantee: AppFunction, scheduleGroupName: string, schedulerRoleArn: string): void {
  const stack = Stack.of(grantee);
  grantee.addToRolePolicy(
    new iam.PolicyStatement({
      actions: SCHEDULE_ACTIONS,
      resources: [stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${scheduleGroupName}/job-*`, arnFormat: ArnFormat.SLASH_RESOURCE_NAME })],
    }),
  );
  grantee.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [schedulerRoleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
  // The execution role (and its policy) is a sibling of the function, not its child.
  acknowledgeWildcardResources(
    grantee.role!,
    new RegExp(`^arn:${ARN_FIELD}:scheduler:${ARN_FIELD}:${ARN_FIELD}:schedule/[^/]+/job-\\*$`),
    'Schedules are created at run time, one per job, named job-<jobId>: the grant is limited to that name prefix in the platform schedule group.',
  );
}
