import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { prepareHandlerBuild } from '../src/bundle/handler-build';
import { createPlatform } from '../src/platform';

// The functions' code is built before the stacks are (esbuild runs plugins only asynchronously; CDK stages synchronously).
await prepareHandlerBuild();
const app = new App();
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;
createPlatform(app, { env: account || region ? { account, region } : undefined });
// cdk-nag 3 runs as a synthesis validation plugin: unacknowledged findings fail `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
