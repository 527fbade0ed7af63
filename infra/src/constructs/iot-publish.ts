import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { ARN_FIELD, acknowledgeCdkHelper, acknowledgeWildcardResources } from './nag';
import type { AppFunction } from './app-function';

/** The topics device commands are published on (shared/src/schemas/device-command.ts `deviceCommandTopic`). */
export const DEVICE_COMMAND_TOPICS = 'aed/*/command';

/**
 * The account's IoT data endpoint (`https://<id>-ats.iot.<region>.amazonaws.com`), where the IoT data plane's
 * Publish goes: CloudFormation has no attribute for it, so a CDK custom resource asks IoT (DescribeEndpoint, type
 * iot:Data-ATS) at deploy time.
 */
export function iotDataEndpoint(scope: Construct, id: string): string {
  const lookup = new cr.AwsCustomResource(scope, id, {
    onUpdate: {
      service: 'Iot',
      action: 'describeEndpoint',
      parameters: { endpointType: 'iot:Data-ATS' },
      physicalResourceId: cr.PhysicalResourceId.of('iot-data-ats-endpoint'),
      outputPaths: ['endpointAddress'],
    },
    // iot:DescribeEndpoint has no resource to name
    policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: cr.AwsCustomResourcePolicy.ANY_RESOURCE }),
    installLatestAwsSdk: false,
  });
  const reason =
    'CDK-generated AwsCustomResource handler: CDK sets its runtime and basic-execution policy; it calls only iot:DescribeEndpoint, which has no resource-level permissions, once per deploy to learn the IoT data endpoint.';
  acknowledgeCdkHelper(lookup, reason);
  const singleton = Stack.of(scope).node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
  if (singleton) acknowledgeCdkHelper(singleton, reason);
  return `https://${lookup.getResponseField('endpointAddress')}`;
}

/** iot:Publish on the device command topics only (decision 0047, "Device commands"). */
export function grantPublishCommands(fn: AppFunction): void {
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['iot:Publish'],
      resources: [Stack.of(fn).formatArn({ service: 'iot', resource: 'topic', resourceName: DEVICE_COMMAND_TOPICS, arnFormat: ArnFormat.SLASH_RESOURCE_NAME })],
    }),
  );
  // The execution role (and its policy) is a sibling of the function, not its child.
  acknowledgeWildcardResources(
    fn.role!,
    new RegExp(`^arn:${ARN_FIELD}:iot:${ARN_FIELD}:${ARN_FIELD}:topic/aed/\\*/command$`),
    'A command goes to one device at a time, chosen at run time: the grant is limited to the command topic of every device (aed/<serial>/command), nothing else.',
  );
}
