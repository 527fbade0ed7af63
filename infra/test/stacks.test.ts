import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_DEFINITION } from '@aed/functions/data/table-definition';
import { TABLE_DATA_ACTIONS } from '../src/constructs/table-access';
import { TELEMETRY_SQL } from '../src/stacks/iot-stack';
import { PDF_MEMORY_MB, SCHEDULE_ACTIONS, TASK_WORKER_TIMEOUT } from '../src/stacks/jobs-stack';
import type { Stack } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { buildTestPlatform, missingHandlerFiles, type TestPlatform } from './support/platform';

/** Every action granted by the IAM policies of a template. */
function policyActions(template: Template): string[] {
  return Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
    policy.Properties.PolicyDocument.Statement.flatMap((statement: { Action: string | string[] }) =>
      [statement.Action].flat(),
    ),
  );
}

type Statement = { Action: unknown; Resource: unknown };
/** The statements of the policies attached to one role. */
function statementsOfRole(template: Template, stack: Stack, role: iam.IRole): Statement[] {
  const roleId = stack.getLogicalId(role.node.defaultChild as never);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .map((p) => (p as { Properties: { Roles: unknown[]; PolicyDocument: { Statement: Statement[] } } }).Properties)
    .filter((props) => JSON.stringify(props.Roles).includes(`"${roleId}"`))
    .flatMap((props) => props.PolicyDocument.Statement);
}

let platform: TestPlatform;
beforeAll(() => {
  platform = buildTestPlatform();
});

describe('handler modules', () => {
  it('exist for every route and every non-route function', () => {
    expect(missingHandlerFiles()).toEqual([]);
  });
});

describe('data stack', () => {
  it('builds the single table from TABLE_DEFINITION', () => {
    const template = Template.fromStack(platform.data);
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const key = (name: string, type: 'HASH' | 'RANGE') => ({ AttributeName: name, KeyType: type });
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [key(TABLE_DEFINITION.partitionKey, 'HASH'), key(TABLE_DEFINITION.sortKey, 'RANGE')],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.timeToLiveAttribute, Enabled: true },
        GlobalSecondaryIndexes: TABLE_DEFINITION.globalIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [key(index.partitionKey, 'HASH'), key(index.sortKey, 'RANGE')],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });

  it('declares every key attribute as a string', () => {
    const [table] = Object.values(Template.fromStack(platform.data).findResources('AWS::DynamoDB::Table'));
    const names = [
      TABLE_DEFINITION.partitionKey,
      TABLE_DEFINITION.sortKey,
      ...TABLE_DEFINITION.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect(table.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining(names.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(table.Properties.AttributeDefinitions).toHaveLength(names.length);
  });
});

describe('images bucket (data stack)', () => {
  it('is private, TLS-only, encrypted, retained, access-logged, without versioning or lifecycle', () => {
    const template = Template.fromStack(platform.data);
    const logicalId = platform.data.getLogicalId(platform.data.blobBucket.node.defaultChild as never);
    const bucket = template.findResources('AWS::S3::Bucket')[logicalId];
    expect(bucket).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        BucketName: 'aed-blobs-123456789012-eu-west-1',
        LoggingConfiguration: { LogFilePrefix: 'blobs/' },
      },
    });
    // the one upload path (decision 0040): the SPA's origin, and only it, may POST and GET
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [{ AllowedOrigins: ['https://example.com'], AllowedMethods: ['POST', 'GET', 'HEAD'], AllowedHeaders: ['*'], ExposedHeaders: ['ETag'], MaxAge: 3000 }],
    });
    expect(bucket.Properties.VersioningConfiguration).toBeUndefined();
    expect(bucket.Properties.LifecycleConfiguration).toBeUndefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } }, Principal: { AWS: '*' } }),
        ]),
      },
    });
  });
});

describe('auth stack', () => {
  it('creates the signing key secret without a key (the seed trigger fills it)', () => {
    Template.fromStack(platform.auth).hasResourceProperties('AWS::SecretsManager::Secret', {
      SecretString: '{}',
      GenerateSecretString: Match.absent(),
    });
  });

  it('has Secrets Manager generate the admin initial password within the 8-20 character rule', () => {
    Template.fromStack(platform.auth).hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 20, RequireEachIncludedType: true },
      SecretString: Match.absent(),
    });
  });

  it('runs the seed handler on deploy, after both secrets exist, with what it needs', () => {
    const template = Template.fromStack(platform.auth);
    const stack = platform.auth;
    const signingKeyId = stack.getLogicalId(platform.auth.signingKey.node.defaultChild as never);
    const adminPasswordId = stack.getLogicalId(platform.auth.adminPassword.node.defaultChild as never);
    template.hasResourceProperties('Custom::Trigger', { InvocationType: 'RequestResponse', ExecuteOnHandlerChange: true });
    const [trigger] = Object.values(template.findResources('Custom::Trigger'));
    expect(trigger.DependsOn).toEqual(expect.arrayContaining([signingKeyId, adminPasswordId]));
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SIGNING_KEY_SECRET_ARN: { Ref: signingKeyId },
          ADMIN_PASSWORD_SECRET_ARN: { Ref: adminPasswordId },
        }),
      },
    });
    const actions = policyActions(template);
    expect(actions).toEqual(
      expect.arrayContaining(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', ...TABLE_DATA_ACTIONS]),
    );
  });
});

describe('mail stack', () => {
  it('has the SES domain identity using the configuration set', () => {
    const template = Template.fromStack(platform.mail);
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: template.getResourceId('AWS::SES::ConfigurationSet') },
      },
    });
    expect(platform.mail.mailFrom).toBe('noreply@example.com');
  });

  it('takes the domain from the mailDomain context', () => {
    const other = buildTestPlatform({ context: { mailDomain: 'aed.example.org' } });
    Template.fromStack(other.mail).hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'aed.example.org',
    });
    expect(other.mail.mailFrom).toBe('noreply@aed.example.org');
  });

  it('tells the API functions where the app is opened (context appUrl), for links in mails; refuses a non-https value', () => {
    const other = buildTestPlatform({ context: { appUrl: 'https://aed.example.org' } });
    const forget = other.api.modules.find((m) => m.functions.some((fn) => fn.route.id === 'ForgetPassword'))!;
    const functions = Object.values(Template.fromStack(forget).findResources('AWS::Lambda::Function'));
    const props = functions.find((fn) => String(fn.Properties.Description).startsWith('PUT /prod-api/upms/forgetPassword'))!.Properties;
    expect(props.Environment.Variables.APP_URL).toBe('https://aed.example.org');
    expect(() => buildTestPlatform({ context: { appUrl: 'http://aed.example.org' } })).toThrow(/appUrl/);
  });
});

describe('iot stack', () => {
  it('routes aed/+/telemetry to the telemetry Lambda with a CloudWatch Logs error action', () => {
    const template = Template.fromStack(platform.iot);
    const functionId = template.getResourceId('AWS::Lambda::Function');
    template.hasResourceProperties('AWS::IoT::TopicRule', {
      TopicRulePayload: {
        Sql: TELEMETRY_SQL,
        AwsIotSqlVersion: '2016-03-23',
        RuleDisabled: false,
        Actions: [{ Lambda: { FunctionArn: { 'Fn::GetAtt': [functionId, 'Arn'] } } }],
        ErrorAction: {
          CloudwatchLogs: {
            LogGroupName: { Ref: Match.stringLikeRegexp('^RuleErrors') },
            RoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^RuleErrorRole'), 'Arn'] },
          },
        },
      },
    });
    expect(TELEMETRY_SQL).toBe("SELECT *, topic(2) AS deviceSn, timestamp() AS receivedAtMs FROM 'aed/+/telemetry'");
  });

  it('lets the telemetry Lambda mail alarms and read the signing key (organization mail servers), nothing wider', () => {
    const template = Template.fromStack(platform.iot);
    const actions = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) => [statement.Action].flat()),
    );
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'secretsmanager:GetSecretValue', 'dynamodb:ConditionCheckItem']));
    expect(actions.some((action) => action === '*' || action.endsWith(':*'))).toBe(false);
  });

  it('lets only that rule invoke the Lambda', () => {
    const template = Template.fromStack(platform.iot);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'iot.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [template.getResourceId('AWS::IoT::TopicRule'), 'Arn'] },
    });
  });
});

describe('jobs stack', () => {
  it('has a schedule group and a role Scheduler assumes to invoke only the job runner', () => {
    const template = Template.fromStack(platform.jobs);
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    const runnerId = platform.jobs.getLogicalId(platform.jobs.jobRunner.node.defaultChild as never);
    const groupId = template.getResourceId('AWS::Scheduler::ScheduleGroup');
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: {
              StringEquals: { 'aws:SourceAccount': '123456789012', 'aws:SourceArn': { 'Fn::GetAtt': [groupId, 'Arn'] } },
            },
          }),
        ],
      },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Effect: 'Allow',
            Action: 'lambda:InvokeFunction',
            Resource: { 'Fn::GetAtt': [runnerId, 'Arn'] },
          },
        ],
      },
    });
  });

  it('lets the job runner delete upload objects (the upload sweep, decision 0040) and read report PDFs it has rendered (the report mailing, decision 0057), nothing more', () => {
    const template = Template.fromStack(platform.jobs);
    const runner = template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Runs one scheduled job') } });
    const [props] = Object.values(runner).map((r) => (r as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties);
    expect(props!.Environment.Variables.BLOB_BUCKET).toBeDefined();
    expect(props!.Environment.Variables.PDF_FUNCTION_ARN).toEqual({ 'Fn::GetAtt': [platform.jobs.getLogicalId(platform.jobs.pdfRenderer.node.defaultChild as never), 'Arn'] });
    const statements = statementsOfRole(template, platform.jobs, platform.jobs.jobRunner.role!);
    const s3 = statements.filter((st) => JSON.stringify(st.Action).includes('s3:') && !JSON.stringify(st.Action).includes('ListBucket'));
    const grants = s3.flatMap((st) => [...JSON.stringify(st.Resource).matchAll(/\/(\w+)\/\*/g)].map((m) => `${[st.Action].flat().join()} ${m[1]}`)).sort();
    expect(grants).toEqual(['s3:DeleteObject upload', 's3:GetObject report']);
  });

  it('renders PDFs in their own x86_64 function with memory for Chromium, reading images and writing only report PDFs (decision 0056)', () => {
    const template = Template.fromStack(platform.jobs);
    const found = template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Renders report PDFs') } });
    const [props] = Object.values(found).map((r) => (r as { Properties: { Architectures: string[]; MemorySize: number; Timeout: number; Handler: string; Environment: { Variables: Record<string, unknown> } } }).Properties);
    expect(props).toMatchObject({ Architectures: ['x86_64'], MemorySize: PDF_MEMORY_MB, Handler: 'pdf/pdf-handler.handler' });
    expect(props!.MemorySize).toBeGreaterThanOrEqual(1600);
    expect(props!.Timeout).toBeLessThan(29);
    expect(props!.Environment.Variables.BLOB_BUCKET).toBeDefined();
    const s3 = statementsOfRole(template, platform.jobs, platform.jobs.pdfRenderer.role!).filter((st) => JSON.stringify(st.Action).includes('s3:'));
    // one line per action and key prefix (CDK may merge statements of one action)
    const grants = s3.flatMap((st) => [...JSON.stringify(st.Resource).matchAll(/\/(\w+)\/\*/g)].map((m) => `${[st.Action].flat().join()} ${m[1]}`)).sort();
    expect(grants).toEqual(['s3:GetObject dept', 's3:GetObject upload', 's3:PutObject report']);
    // no table, no mail: it only turns HTML into a stored PDF
    expect(JSON.stringify(statementsOfRole(template, platform.jobs, platform.jobs.pdfRenderer.role!))).not.toMatch(/dynamodb:|ses:/);
  });

  it('runs background tasks in a worker that only the job runner and the worker itself may invoke (decision 0029)', () => {
    const stack = platform.jobs;
    const template = Template.fromStack(stack);
    const workerId = stack.getLogicalId(stack.taskWorker.node.defaultChild as never);
    const worker = template.findResources('AWS::Lambda::Function')[workerId].Properties;
    // A fixed name, so its ARN is known without a reference to itself (the self-invocation would be a cycle).
    expect(worker).toMatchObject({ FunctionName: 'AedJobs-TaskWorker', Timeout: TASK_WORKER_TIMEOUT.toSeconds(), Handler: 'tasks/task-worker-handler.handler' });
    const workerArn = 'arn:aws:lambda:eu-west-1:123456789012:function:AedJobs-TaskWorker';
    expect(stack.resolve(stack.taskWorkerArn)).toBe(workerArn);
    expect(worker.Environment.Variables.TASK_WORKER_ARN).toBe(workerArn);
    const runner = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(stack.jobRunner.node.defaultChild as never)].Properties;
    expect(runner.Environment.Variables.TASK_WORKER_ARN).toBe(workerArn);

    // Each of the two roles: the table, its log group, and lambda:InvokeFunction on the worker alone.
    for (const fn of [stack.taskWorker, stack.jobRunner]) {
      const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const invoke = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('lambda:')));
      expect(invoke).toHaveLength(1);
      expect(invoke[0].Action).toBe('lambda:InvokeFunction');
      // the job runner also invokes the PDF renderer (the report mailing, decision 0057)
      const pdfArn = { 'Fn::GetAtt': [stack.getLogicalId(stack.pdfRenderer.node.defaultChild as never), 'Arn'] };
      expect([invoke[0].Resource].flat()).toEqual(expect.arrayContaining(fn === stack.jobRunner ? [pdfArn, workerArn] : [workerArn]));
      expect([invoke[0].Resource].flat()).toHaveLength(fn === stack.jobRunner ? 2 : 1);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:DeleteItem', 'logs:PutLogEvents']));
      expect(actions.some((action) => action.endsWith('*') || action.startsWith('scheduler:') || action === 'iam:PassRole')).toBe(false);
      // the job runner mails (lease reminders) through SES or an organization's server, whose password the signing
      // key decrypts (decision 0046); the worker does neither
      const mails = fn === stack.jobRunner;
      expect(actions.includes('ses:SendEmail'), fn.node.id).toBe(mails);
      expect(actions.includes('secretsmanager:GetSecretValue'), fn.node.id).toBe(mails);
    }
    // Nothing else in the stack may invoke the worker (the sync trigger, the scheduler role).
    const invokers = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('TaskWorker'),
    );
    expect(invokers).toHaveLength(2);
  });

  it('syncs the job rows to schedules on deploy, with only the job-* schedules and the scheduler role', () => {
    const template = Template.fromStack(platform.jobs);
    const stack = platform.jobs;
    const syncId = stack.getLogicalId(stack.scheduleSync.node.defaultChild as never);
    const syncRoleId = stack.getLogicalId(stack.scheduleSync.role!.node.defaultChild as never);
    template.hasResourceProperties('Custom::Trigger', { InvocationType: 'RequestResponse', ExecuteOnHandlerChange: true });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SCHEDULE_GROUP_NAME: Match.anyValue(),
          JOB_RUNNER_ARN: { 'Fn::GetAtt': [stack.getLogicalId(stack.jobRunner.node.defaultChild as never), 'Arn'] },
          SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [stack.getLogicalId(stack.schedulerRole.node.defaultChild as never), 'Arn'] },
        }),
      },
    });
    expect(Object.keys(template.findResources('AWS::Lambda::Function'))).toContain(syncId);
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === syncRoleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[]);
    const scheduler = statements.find((s) => [s.Action].flat().includes('scheduler:CreateSchedule'))!;
    expect([scheduler.Action].flat().sort()).toEqual([...SCHEDULE_ACTIONS].sort());
    expect(JSON.stringify(scheduler.Resource)).toMatch(/:schedule\/.*\/job-\*"/);
    const passRole = statements.find((s) => [s.Action].flat().includes('iam:PassRole'))!;
    expect(passRole.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
  });
});
