import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { fullPath, type RouteDefinition } from '@aed/functions/routes/route-table';
import type { CoreResources } from '../constructs/function-environment';
import { RouteFunction, routeNeeds } from '../constructs/route-function';
import { grantTableReadWrite } from '../constructs/table-access';
import { grantBlobAccess } from '../constructs/blob-access';
import { grantStartTasks } from './jobs-stack';
import { grantPublishCommands } from '../constructs/iot-publish';

export interface ApiModuleStackProps extends NestedStackProps {
  httpApi: apigwv2.IHttpApi;
  routes: readonly RouteDefinition[];
  core: CoreResources;
  environment: Record<string, string>;
  /** Grants ses:SendEmail to routes that mail. */
  grantSendMail: (grantee: iam.IGrantable) => void;
  /** Grants the schedule actions (and iam:PassRole of the scheduler role) to routes that change jobs. */
  grantManageSchedules?: (fn: RouteFunction) => void;
  /** The images bucket, for routes with `blobs` needs. */
  blobBucket: s3.IBucket;
  /** The task worker, for routes that start background tasks. */
  taskWorkerArn: string;
  /** The PDF function (decision 0056), for routes that render PDFs. */
  pdfFunctionArn: string;
  /** The account's IoT data endpoint, for routes that publish device commands. */
  iotDataEndpoint: string;
}

/**
 * The routes of one API module: per route a function with its own role and log group, a Lambda
 * integration and the HTTP API route (about 7 resources each), so the parent stack stays small however
 * many routes the route table grows.
 */
export class ApiModuleStack extends NestedStack {
  readonly functions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiModuleStackProps) {
    super(scope, id, props);
    for (const route of props.routes) {
      const needs = routeNeeds(route);
      const environment = {
        ...props.environment,
        ...(needs.blobs ? { BLOB_BUCKET: props.blobBucket.bucketName } : {}),
        ...(needs.startsTasks ? { TASK_WORKER_ARN: props.taskWorkerArn } : {}),
        ...(needs.publishesCommands ? { IOT_DATA_ENDPOINT: props.iotDataEndpoint } : {}),
        ...(needs.rendersPdf ? { PDF_FUNCTION_ARN: props.pdfFunctionArn } : {}),
      };
      const fn = new RouteFunction(this, { route, environment });
      grantTableReadWrite(props.core.table, fn);
      props.core.signingKey.grantRead(fn);
      if (needs.sendsMail) props.grantSendMail(fn);
      if (needs.managesSchedules) props.grantManageSchedules?.(fn);
      if (needs.blobs) grantBlobAccess(props.blobBucket, fn, needs.blobs);
      if (needs.startsTasks) grantStartTasks(fn, props.taskWorkerArn);
      if (needs.publishesCommands) grantPublishCommands(fn);
      if (needs.rendersPdf) fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.pdfFunctionArn] }));

      new apigwv2.HttpRoute(this, `${route.id}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(fullPath(route), apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
      });
      this.functions.push(fn);
    }
  }
}
