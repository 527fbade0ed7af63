import type { App, Environment } from 'aws-cdk-lib';
import { readConfig } from './config';
import type { CoreResources } from './constructs/function-environment';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { IotStack } from './stacks/iot-stack';
import { JobsStack } from './stacks/jobs-stack';
import { MailStack } from './stacks/mail-stack';
import { WebStack } from './stacks/web-stack';

export interface PlatformOptions {
  env?: Environment;
  /** Stack name prefix. @default 'Aed' */
  prefix?: string;
  /** @default web/dist */
  webDistDir?: string;
}

export interface Platform {
  data: DataStack;
  mail: MailStack;
  auth: AuthStack;
  jobs: JobsStack;
  iot: IotStack;
  api: ApiStack;
  web: WebStack;
}

/** All stacks of the platform, one per concern, wired together. */
export function createPlatform(app: App, options: PlatformOptions = {}): Platform {
  const { env, prefix = 'Aed' } = options;
  const config = readConfig(app);

  const data = new DataStack(app, `${prefix}Data`, {
    env,
    description: 'AED cloud: single DynamoDB table and the images bucket',
    namePrefix: prefix.toLowerCase(),
    webOrigins: [config.appUrl],
  });
  const mail = new MailStack(app, `${prefix}Mail`, {
    env,
    description: 'AED cloud: SES identity and configuration set',
    mailDomain: config.mailDomain,
  });
  const auth = new AuthStack(app, `${prefix}Auth`, {
    env,
    description: 'AED cloud: token signing key and deploy-time seed',
    table: data.table,
    mailFrom: mail.mailFrom,
    sesConfigurationSetName: mail.configurationSet.configurationSetName,
  });
  const core: CoreResources = {
    table: data.table,
    signingKey: auth.signingKey,
    mailFrom: mail.mailFrom,
    sesConfigurationSetName: mail.configurationSet.configurationSetName,
  };
  const jobs = new JobsStack(app, `${prefix}Jobs`, {
    env,
    description: 'AED cloud: job runner and EventBridge Scheduler group',
    ...core,
    blobBucketName: data.blobBucketName,
    grantSendMail: (grantee) => mail.grantSend(grantee),
  });
  const iot = new IotStack(app, `${prefix}Iot`, { env, description: 'AED cloud: telemetry topic rule', ...core, grantSendMail: (grantee) => mail.grantSend(grantee) });
  const api = new ApiStack(app, `${prefix}Api`, {
    env,
    description: 'AED cloud: HTTP API, one Lambda per route',
    core,
    jobs: {
      schedulerRoleArn: jobs.schedulerRole.roleArn,
      scheduleGroupName: jobs.scheduleGroup.scheduleGroupName,
      jobRunnerArn: jobs.jobRunner.functionArn,
      taskWorkerArn: jobs.taskWorkerArn,
      pdfFunctionArn: jobs.pdfRenderer.functionArn,
    },
    grantSendMail: (grantee) => mail.grantSend(grantee),
    appUrl: config.appUrl,
    blobBucketName: data.blobBucketName,
  });
  const web = new WebStack(app, `${prefix}Web`, {
    env,
    description: 'AED cloud: CloudFront, SPA bucket, API behaviours',
    apiDomainName: api.domainName,
    // where the presigned POSTs and GETs of the one upload path go (decision 0040)
    uploadOrigins: [`https://${data.blobBucketName}.s3.${data.region}.amazonaws.com`],
    webDistDir: options.webDistDir,
  });
  return { data, mail, auth, jobs, iot, api, web };
}
