import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { entryName, lambdaHandler } from '../bundle/handler-build';
import { handlerCode } from '../bundle/handler-code';

/**
 * Node.js 24 (the latest Lambda runtime; cdk-nag L1): nodejs20.x is deprecated there (creation blocked from 2027-02-01). The handlers use
 * nothing newer Node versions lack, and the local runtime and tests keep running them on the laptop's Node 20+.
 */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

export interface AppFunctionProps {
  /** Absolute path of the handler module (TypeScript, under functions/src), exporting `handler`. */
  entry: string;
  description: string;
  /** Environment shared by every function (see `functionEnvironment`) plus any extras. */
  environment: Record<string, string>;
  /** A fixed physical name, for a function that must know its own ARN (it would otherwise reference itself). */
  functionName?: string;
  /** @default 29 seconds (just under the HTTP API integration limit of 30 s) */
  timeout?: Duration;
  /** @default ARM_64 (the PDF function is x86_64: its packed browser is x86-64 only) */
  architecture?: lambda.Architecture;
  /** @default 512 */
  memorySize?: number;
  /** @default the one handler build (`handlerCode()`) */
  code?: lambda.Code;
}

/**
 * One Lambda function as every function of this platform is built: Node 24 on ARM, 512 MB, its own role and log
 * group, and its code from the one handler build (decision 0034): the asset all functions share, with the handler
 * set to this function's own entry (`routes/system/config/get-config-page.handler`), which loads only that entry and
 * the chunks it imports. The role has no managed policy: it may write only to this function's log group, and callers
 * grant it exactly what the handler needs (least privilege per function).
 */
export class AppFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });
    super(scope, id, {
      code: props.code ?? handlerCode(),
      handler: lambdaHandler(entryName(props.entry)),
      functionName: props.functionName,
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(29),
      role,
      logGroup,
      // The build ships line-only source maps next to each file (decision 0034).
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    });
    logGroup.grantWrite(role);
  }
}
