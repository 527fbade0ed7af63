import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LOCK_FILE, REPO_ROOT } from '../paths';

/** esbuild emits ESM; CommonJS dependencies still call `require`, which ESM lacks. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Node.js 24 (the latest Lambda runtime; cdk-nag L1): nodejs20.x is deprecated there (creation blocked from 2027-02-01). The handlers use
 * nothing newer Node versions lack, and the local runtime and tests keep running them on the laptop's Node 20+.
 */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

export interface AppFunctionProps {
  /** Absolute path of the handler module (TypeScript), exporting `handler`. */
  entry: string;
  description: string;
  /** Environment shared by every function (see `functionEnvironment`) plus any extras. */
  environment: Record<string, string>;
  /** A fixed physical name, for a function that must know its own ARN (it would otherwise reference itself). */
  functionName?: string;
  /** @default 29 seconds (just under the HTTP API integration limit of 30 s) */
  timeout?: Duration;
  /** Extra JavaScript after the ESM `require` banner (for example a `__dirname` shim). */
  extraBanner?: string;
  /** Shell commands run after esbuild, to copy files the bundle reads from disk into `outputDir`. */
  afterBundling?: (inputDir: string, outputDir: string) => string[];
}

/**
 * One Lambda function as every function of this platform is built: Node 24 on ARM, 512 MB, an esbuild
 * ESM bundle with the AWS SDK v3 clients bundled (tree-shaken) rather than taken from the runtime, and
 * its own role and log group. The role has no managed policy: it may write only to this function's log
 * group, and callers grant it exactly what the handler needs (least privilege per function).
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });
    const afterBundling = props.afterBundling;
    const commandHooks: ICommandHooks | undefined = afterBundling && {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling,
    };
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      functionName: props.functionName,
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(29),
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: props.extraBanner ? `${ESM_REQUIRE_BANNER} ${props.extraBanner}` : ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        // Line mapping is enough for stack traces; leaving the sources out keeps the zip small.
        sourcesContent: false,
        target: 'node24',
        // Bundle the SDK v3 clients too: pinned versions, tree-shaken, no dependency on the runtime's copy.
        externalModules: [],
        commandHooks,
      },
    });
    logGroup.grantWrite(role);
  }
}
