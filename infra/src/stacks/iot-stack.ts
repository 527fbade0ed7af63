import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as iot from 'aws-cdk-lib/aws-iot';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { AppFunction } from '../constructs/app-function';
import { functionEnvironment, type CoreResources } from '../constructs/function-environment';
import { grantTableReadWrite } from '../constructs/table-access';
import { HANDLER_FILES } from '../paths';
import { TELEMETRY_RULE } from '@aed/functions/iot/topic-rules';

/** Devices publish to `aed/<serial>/telemetry`; the SQL (shared with the local broker) adds the serial from the topic. */
export const TELEMETRY_SQL = TELEMETRY_RULE.sql;

export type IotStackProps = StackProps &
  CoreResources & {
    /** ses:SendEmail from the platform identity: alarms mail the notification persons (decisions 0046, 0047). */
    grantSendMail: (grantee: iam.IGrantable) => void;
  };

/** Telemetry ingestion: an IoT topic rule invoking a Lambda, with failed actions logged to CloudWatch. */
export class IotStack extends Stack {
  readonly telemetryFunction: AppFunction;
  readonly topicRule: iot.CfnTopicRule;
  readonly errorLogGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: IotStackProps) {
    super(scope, id, props);
    this.telemetryFunction = new AppFunction(this, 'Telemetry', {
      entry: HANDLER_FILES.telemetry,
      description: 'AED telemetry published over MQTT (IoT topic rule): readings, alarms and their orders and notices',
      timeout: Duration.seconds(30),
      environment: functionEnvironment(props),
    });
    grantTableReadWrite(props.table, this.telemetryFunction);
    // an alarm mails its notification persons through SES or an organization's server, whose password the signing
    // key material decrypts (decisions 0005, 0046, 0047)
    props.grantSendMail(this.telemetryFunction);
    props.signingKey.grantRead(this.telemetryFunction);

    this.errorLogGroup = new logs.LogGroup(this, 'RuleErrors', { retention: logs.RetentionDays.THREE_MONTHS });
    const errorRole = new iam.Role(this, 'RuleErrorRole', {
      description: 'Lets the telemetry topic rule write failed actions to its error log group',
      assumedBy: new iam.ServicePrincipal('iot.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    this.errorLogGroup.grantWrite(errorRole);
    errorRole.addToPolicy(
      new iam.PolicyStatement({ actions: ['logs:DescribeLogStreams'], resources: [this.errorLogGroup.logGroupArn] }),
    );

    this.topicRule = new iot.CfnTopicRule(this, 'TelemetryRule', {
      topicRulePayload: {
        description: 'AED telemetry to the telemetry Lambda',
        sql: TELEMETRY_SQL,
        awsIotSqlVersion: '2016-03-23',
        ruleDisabled: false,
        actions: [{ lambda: { functionArn: this.telemetryFunction.functionArn } }],
        errorAction: {
          cloudwatchLogs: { logGroupName: this.errorLogGroup.logGroupName, roleArn: errorRole.roleArn },
        },
      },
    });
    this.telemetryFunction.addPermission('InvokeByTopicRule', {
      principal: new iam.ServicePrincipal('iot.amazonaws.com'),
      sourceArn: this.topicRule.attrArn,
      sourceAccount: Stack.of(this).account,
    });
  }
}
