import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { AppFunction } from '../constructs/app-function';
import { functionEnvironment, type CoreResources } from '../constructs/function-environment';
import { grantTableReadWrite } from '../constructs/table-access';
import { HANDLER_FILES } from '../paths';

export type JobsStackProps = StackProps & CoreResources;

/**
 * Scheduled jobs: the API creates one EventBridge Scheduler schedule per job in `scheduleGroup`, each
 * invoking `jobRunner` through `schedulerRole`. The schedules themselves are data, not CloudFormation.
 */
export class JobsStack extends Stack {
  readonly jobRunner: AppFunction;
  readonly scheduleGroup: scheduler.ScheduleGroup;
  readonly schedulerRole: iam.Role;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    this.jobRunner = new AppFunction(this, 'JobRunner', {
      entry: HANDLER_FILES.jobRunner,
      description: 'Runs one scheduled job (invoked by EventBridge Scheduler)',
      timeout: Duration.minutes(5),
      environment: functionEnvironment(props),
    });
    grantTableReadWrite(props.table, this.jobRunner);

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
  }
}
