import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ROUTES, type RouteDefinition } from '@aed/functions/routes/route-table';
import { API_THROTTLE } from '../config';
import { functionEnvironment, type CoreResources } from '../constructs/function-environment';
import { pascalCase, routesByModule } from '../constructs/route-modules';
import type { AppFunction } from '../constructs/app-function';
import { ApiModuleStack } from './api-module-stack';
import { routeNeeds } from '../constructs/route-function';
import { grantManageJobSchedules } from './jobs-stack';
import { iotDataEndpoint } from '../constructs/iot-publish';

export interface ApiStackProps extends StackProps {
  core: CoreResources;
  /** For the job routes: where to create schedules and the role they run with. */
  jobs: { schedulerRoleArn: string; scheduleGroupName: string; jobRunnerArn: string; taskWorkerArn: string; pdfFunctionArn: string };
  grantSendMail: (grantee: iam.IGrantable) => void;
  /** Where users open the web app: links in mails point there (DeployConfig.appUrl). */
  appUrl: string;
  /** Images (logos, seals, avatars): the data stack's bucket, imported by name (DataStack.blobBucketName). */
  blobBucketName: string;
  /** @default ROUTES */
  routes?: readonly RouteDefinition[];
}

/**
 * The HTTP API behind CloudFront (`/prod-api/*`, `/.well-known/*`): one Lambda per route-table entry,
 * grouped into a nested stack per module. No authorizer and no CORS: the handler chain verifies the JWT,
 * and the SPA calls the API on its own origin through CloudFront.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly modules: ApiModuleStack[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'AED cloud platform API (served through CloudFront)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { ...API_THROTTLE },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const environment = {
      ...functionEnvironment(props.core),
      SCHEDULER_ROLE_ARN: props.jobs.schedulerRoleArn,
      SCHEDULE_GROUP_NAME: props.jobs.scheduleGroupName,
      JOB_RUNNER_ARN: props.jobs.jobRunnerArn,
      APP_URL: props.appUrl,
    };
    const grantManageSchedules = (fn: AppFunction) =>
      grantManageJobSchedules(fn, props.jobs.scheduleGroupName, props.jobs.schedulerRoleArn);
    const blobBucket = s3.Bucket.fromBucketName(this, 'Blobs', props.blobBucketName);
    // looked up only when some route publishes device commands (decision 0047)
    const routes = props.routes ?? ROUTES;
    const commandEndpoint = routes.some((route) => routeNeeds(route).publishesCommands) ? iotDataEndpoint(this, 'IotDataEndpoint') : '';
    for (const [module, moduleRoutes] of routesByModule(routes)) {
      const stack = new ApiModuleStack(this, `${pascalCase(module)}Routes`, {
        description: `API routes of the ${module} module`,
        httpApi: this.httpApi,
        routes: moduleRoutes,
        core: props.core,
        environment,
        grantSendMail: props.grantSendMail,
        grantManageSchedules,
        blobBucket,
        taskWorkerArn: props.jobs.taskWorkerArn,
        pdfFunctionArn: props.jobs.pdfFunctionArn,
        iotDataEndpoint: commandEndpoint,
      });
      Validations.of(stack).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Routes are authorized in the handler chain (RS256 JWT verified against the signing key, then the route-table permission); public routes such as login and the JWKS must stay open.',
      });
      this.modules.push(stack);
    }
  }

  /** `<api-id>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}
