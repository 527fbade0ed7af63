import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, fullPath, routeById } from '@aed/functions/routes/route-table';
import { API_THROTTLE, JWT_AUDIENCE, JWT_ISSUER } from '../src/config';
import { lambdaHandler, routeEntryName } from '../src/bundle/handler-build';
import { BUILD_TIME, ROUTE_NEEDS, routeNeeds } from '../src/constructs/route-function';
import { SCHEDULE_ACTIONS } from '../src/stacks/jobs-stack';
import { routeModule, routesByModule } from '../src/constructs/route-modules';
import { buildTestPlatform, resourcesOfType, type TestPlatform } from './support/platform';

let platform: TestPlatform;
let moduleTemplates: Template[];
beforeAll(() => {
  platform = buildTestPlatform();
  moduleTemplates = platform.api.modules.map((stack) => Template.fromStack(stack));
});

describe('route modules', () => {
  it('groups routes by the segment after /upms/system/, else auth or common', () => {
    expect(routeModule(routeById('ConfigPage'))).toBe('config');
    expect(routeModule(routeById('GetProfile'))).toBe('user');
    expect(routeModule(routeById('Login'))).toBe('auth');
    expect(routeModule(routeById('Jwks'))).toBe('auth');
    expect(routeModule(routeById('OnlineUsers'))).toBe('common');
    expect(routeModule(routeById('OpenApi'))).toBe('common');
    expect(routeModule(routeById('JobPage'))).toBe('job');
    expect(routeModule(routeById('JobLogPage'))).toBe('job');
    expect(routeModule(routeById('ProductTypePage'))).toBe('productType');
    expect(routeModule(routeById('MonitorItemPage'))).toBe('productMonitorItem');
  });

  it('puts each module in its own nested stack and every route in exactly one', () => {
    const modules = routesByModule();
    expect(platform.api.modules.map((stack) => stack.node.id).sort()).toEqual(
      [...modules.keys()].map((name) => `${name[0].toUpperCase()}${name.slice(1)}Routes`).sort(),
    );
    expect([...modules.values()].flat().map((route) => route.id).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });
});

describe('api stack', () => {
  it('creates one Lambda and one route per route-table entry', () => {
    const functions = resourcesOfType(moduleTemplates, 'AWS::Lambda::Function');
    const routes = resourcesOfType(moduleTemplates, 'AWS::ApiGatewayV2::Route');
    expect(Object.keys(functions)).toHaveLength(ROUTES.length);
    expect(Object.keys(routes)).toHaveLength(ROUTES.length);
    const routeKeys = Object.values(routes).map((route) => route.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(ROUTES.map((route) => `${route.method} ${fullPath(route)}`).sort());
    expect(routeKeys).toContain('GET /prod-api/upms/getInfo');
    expect(routeKeys).toContain('GET /.well-known/jwks.json');
  });

  it('attaches every route to the one HTTP API, without an authorizer', () => {
    for (const template of moduleTemplates) {
      // The parent passes the HttpApi id in as a nested-stack parameter.
      const [apiParameter] = Object.keys(template.findParameters('*', { Type: 'String' })).filter((name) =>
        name.includes('HttpApi'),
      );
      expect(apiParameter).toBeDefined();
      for (const route of Object.values(template.findResources('AWS::ApiGatewayV2::Route'))) {
        expect(route.Properties.ApiId).toEqual({ Ref: apiParameter });
        expect(route.Properties.AuthorizationType).toBe('NONE');
      }
    }
    const parent = Template.fromStack(platform.api);
    parent.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    parent.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    parent.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
  });

  it('throttles and logs the $default stage', () => {
    Template.fromStack(platform.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('routeKey') },
    });
  });

  it('configures every route function the same way, each pointing at its own entry of the one build', () => {
    for (const stack of platform.api.modules) {
      const template = Template.fromStack(stack);
      for (const fn of stack.functions) {
        const props = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as never)].Properties;
        expect(props.Handler, fn.route.id).toBe(lambdaHandler(routeEntryName(fn.route)));
      }
    }
    for (const fn of Object.values(resourcesOfType(moduleTemplates, 'AWS::Lambda::Function'))) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 29,
        Handler: expect.stringMatching(/^routes\/[a-z/-]+\.handler$/),
      });
      expect(fn.Properties.Environment.Variables).toMatchObject({
        TABLE_NAME: expect.anything(),
        SIGNING_KEY_SECRET_ARN: expect.anything(),
        JWT_ISSUER,
        JWT_AUDIENCE,
        MAIL_FROM: 'noreply@example.com',
        SES_CONFIGURATION_SET: expect.anything(),
        SCHEDULER_ROLE_ARN: expect.anything(),
        SCHEDULE_GROUP_NAME: expect.anything(),
        JOB_RUNNER_ARN: expect.anything(),
        // links in mails: the configured address of the app (context appUrl, default https://<mailDomain>)
        APP_URL: 'https://example.com',
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect(fn.Properties.Environment.Variables.JWKS_URL).toBeUndefined();
    }
  });

  it('grants each function only its own log group, the table, the signing key, and mail where it sends mail', () => {
    for (const stack of platform.api.modules) {
      const template = Template.fromStack(stack);
      for (const fn of stack.functions) {
        const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
        const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
          policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
        );
        expect(policies).toHaveLength(1);
        const statements: { Action: string | string[]; Resource: unknown }[] = policies[0].Properties.PolicyDocument.Statement;
        const actions = statements.flatMap((statement) => [statement.Action].flat());
        expect(actions).toContain('logs:PutLogEvents');
        expect(actions).toContain('dynamodb:Query');
        expect(actions).toContain('secretsmanager:GetSecretValue');
        expect(actions.includes('ses:SendEmail')).toBe(Boolean(routeNeeds(fn.route).sendsMail));
        const schedules = Boolean(routeNeeds(fn.route).managesSchedules);
        for (const action of SCHEDULE_ACTIONS) expect(actions.includes(action)).toBe(schedules);
        expect(actions.includes('iam:PassRole')).toBe(schedules);
        expect(actions.some((action) => action.endsWith('*'))).toBe(false);
        // The only object wildcard: the images prefix of routes that handle images (checked below).
        const blobs = routeNeeds(fn.route).blobs;
        const isBlobStatement = (statement: { Action: string | string[] }) => [statement.Action].flat().some((action) => action.startsWith('s3:'));
        expect(statements.some(isBlobStatement)).toBe(Boolean(blobs));
        expect(JSON.stringify(statements.filter((statement) => !isBlobStatement(statement)).map((statement) => statement.Resource))).not.toMatch(/"\*"|\/\*"/);
        // device commands only (checked below)
        expect(actions.includes('iot:Publish'), fn.route.id).toBe(Boolean(routeNeeds(fn.route).publishesCommands));
        // only the task starters and the report routes invoke a function (the task worker, the PDF function: below)
        expect(actions.includes('lambda:InvokeFunction'), fn.route.id).toBe(Boolean(routeNeeds(fn.route).rendersPdf || routeNeeds(fn.route).startsTasks));
        const variables = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as never)].Properties.Environment.Variables;
        expect('PDF_FUNCTION_ARN' in variables, fn.route.id).toBe(Boolean(routeNeeds(fn.route).rendersPdf));
      }
    }
    expect(ROUTE_NEEDS.ForgetPassword?.sendsMail).toBe(true);
  });

  it('lets only the image and upload routes reach the images bucket, each under its own key prefix, with BLOB_BUCKET set', () => {
    const imageRoutes = Object.entries(ROUTE_NEEDS).filter(([, needs]) => needs.blobs).map(([id]) => id);
    expect(imageRoutes.sort()).toEqual(['DeptDelete', 'DeptImage', 'DeptImagePart', 'DeptImageUpload', 'MailResend', 'OrderFileUrl', 'ReportPdf', 'ReportSend', 'SaleFileUrl', 'UpdateAvatar', 'UploadConfirm', 'UploadPresign', 'UploadUrl', 'UserAvatar']);
    // a resend reads the report PDF a mail carries (decision 0056), nothing else of the bucket
    expect(ROUTE_NEEDS.MailResend?.blobs).toEqual({ prefix: 'report', actions: ['s3:GetObject'] });
    // the report download and send head, sign and attach the stored PDF; the PDF function writes it (decision 0055)
    expect(ROUTE_NEEDS.ReportPdf?.blobs).toEqual({ prefix: 'report', actions: ['s3:GetObject'] });
    expect(ROUTE_NEEDS.ReportSend?.blobs).toEqual({ prefix: 'report', actions: ['s3:GetObject'] });
    // the one upload path (decision 0040): presign may only put (the POST carries its rights), confirm reads (HEAD) and
    // deletes a refused file, the download URL only reads; all under upload/
    expect(ROUTE_NEEDS.UploadPresign?.blobs).toEqual({ prefix: 'upload', actions: ['s3:PutObject'] });
    expect(ROUTE_NEEDS.UploadConfirm?.blobs).toEqual({ prefix: 'upload', actions: ['s3:GetObject', 's3:DeleteObject'] });
    expect(ROUTE_NEEDS.UploadUrl?.blobs).toEqual({ prefix: 'upload', actions: ['s3:GetObject'] });
    expect(ROUTE_NEEDS.SaleFileUrl?.blobs).toEqual({ prefix: 'upload', actions: ['s3:GetObject'] });
    expect(ROUTE_NEEDS.OrderFileUrl?.blobs).toEqual({ prefix: 'upload', actions: ['s3:GetObject'] });
    expect(platform.data.blobBucketName).toBe('aed-blobs-123456789012-eu-west-1');
    for (const stack of platform.api.modules) {
      const template = Template.fromStack(stack);
      for (const fn of stack.functions) {
        const blobs = routeNeeds(fn.route).blobs;
        const props = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as never)].Properties;
        expect(props.Environment.Variables.BLOB_BUCKET, fn.route.id).toBe(blobs ? 'aed-blobs-123456789012-eu-west-1' : undefined);
        if (!blobs) continue;
        const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
        const statements = Object.values(template.findResources('AWS::IAM::Policy'))
          .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
          .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[])
          .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
        const objectStatement = statements.find((statement) => !statement.Condition)!;
        expect([objectStatement.Action].flat().sort(), fn.route.id).toEqual([...blobs.actions].sort());
        expect(JSON.stringify(objectStatement.Resource)).toMatch(new RegExp(`:s3:::aed-blobs-123456789012-eu-west-1/${blobs.prefix}/\\*"`));
        const list = statements.find((statement) => statement.Condition);
        if (blobs.actions.includes('s3:GetObject')) {
          expect(list).toMatchObject({ Action: 's3:ListBucket', Condition: { StringLike: { 's3:prefix': `${blobs.prefix}/*` } } });
          expect(JSON.stringify(list!.Resource)).toMatch(/:s3:::aed-blobs-123456789012-eu-west-1"/);
        } else expect(list).toBeUndefined();
        expect(statements).toHaveLength(list ? 2 : 1);
      }
    }
  });

  it('gives the version route, and no other, the time of this build', () => {
    const withBuildTime: string[] = [];
    for (const stack of platform.api.modules) {
      const template = Template.fromStack(stack);
      for (const fn of stack.functions) {
        const variables = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as never)].Properties.Environment.Variables;
        if (variables.PLATFORM_BUILD_TIME === undefined) continue;
        withBuildTime.push(fn.route.id);
        expect(variables.PLATFORM_BUILD_TIME).toBe(BUILD_TIME);
      }
    }
    expect(withBuildTime).toEqual(['GetVersion']);
    expect(Math.abs(Date.parse(BUILD_TIME) - Date.now())).toBeLessThan(60 * 60 * 1000);
  });

  it('lets only the routes that start background tasks invoke the task worker, with TASK_WORKER_ARN set (decision 0029)', () => {
    const starters = Object.entries(ROUTE_NEEDS).filter(([, needs]) => needs.startsTasks).map(([id]) => id);
    expect(starters.sort()).toEqual(['JobLogClean', 'LoginLogClean', 'OperLogClean']);
    let seen = 0;
    for (const stack of platform.api.modules) {
      const template = Template.fromStack(stack);
      for (const fn of stack.functions) {
        const startsTasks = Boolean(routeNeeds(fn.route).startsTasks);
        const rendersPdf = Boolean(routeNeeds(fn.route).rendersPdf);
        const props = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as never)].Properties;
        expect(Boolean(props.Environment.Variables.TASK_WORKER_ARN), fn.route.id).toBe(startsTasks);
        const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
        const invoke = Object.values(template.findResources('AWS::IAM::Policy'))
          .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
          .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
          .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('lambda:')));
        if (rendersPdf) {
          // the PDF function's ARN, from the jobs stack, exactly (decision 0056)
          expect(invoke.map((statement) => statement.Resource), fn.route.id).toEqual([props.Environment.Variables.PDF_FUNCTION_ARN]);
          expect(JSON.stringify(invoke[0]!.Resource)).not.toMatch(/\*/);
          continue;
        }
        if (!startsTasks) {
          expect(invoke, fn.route.id).toEqual([]);
          continue;
        }
        seen += 1;
        expect(invoke).toHaveLength(1);
        expect(invoke[0].Action).toBe('lambda:InvokeFunction');
        // the worker's ARN, passed in from the jobs stack (a parameter of the nested stack), never a wildcard
        expect(JSON.stringify(invoke[0].Resource)).not.toMatch(/\*/);
        expect(invoke[0].Resource).toEqual(props.Environment.Variables.TASK_WORKER_ARN);
      }
    }
    expect(seen).toBe(3);
  });

  it('lets the job routes manage only job-* schedules of the group and pass only the scheduler role to Scheduler', () => {
    for (const id of ['JobAdd', 'JobUpdate', 'JobDelete', 'JobChangeStatus'] as const) expect(ROUTE_NEEDS[id]?.managesSchedules).toBe(true);
    const stack = platform.api.modules.find((m) => m.node.id === 'JobRoutes')!;
    expect(stack).toBeDefined();
    const statements = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[],
    );
    const scheduler = statements.filter((s) => [s.Action].flat().includes('scheduler:CreateSchedule'));
    expect(scheduler).toHaveLength(4);
    for (const statement of scheduler) {
      expect([statement.Action].flat().sort()).toEqual([...SCHEDULE_ACTIONS].sort());
      const resource = JSON.stringify(statement.Resource);
      expect(resource).toContain(':scheduler:');
      expect(resource).toContain(':schedule/');
      expect(resource).toMatch(/\/job-\*"/);
    }
    const passRole = statements.filter((s) => [s.Action].flat().includes('iam:PassRole'));
    expect(passRole).toHaveLength(4);
    for (const statement of passRole) {
      expect(statement.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
      expect(JSON.stringify(statement.Resource)).toMatch(/SchedulerRole/);
    }
  });

  it('lets only the device command route publish, on the device command topics only, with the IoT data endpoint set (decision 0047)', () => {
    expect(Object.entries(ROUTE_NEEDS).filter(([, needs]) => needs.publishesCommands).map(([id]) => id)).toEqual(['DeviceCommand']);
    // the account's data endpoint, looked up at deploy time (iot:DescribeEndpoint, type iot:Data-ATS)
    const parent = Template.fromStack(platform.api);
    const lookups = Object.values(parent.findResources('Custom::AWS')).map((r) => JSON.stringify(r.Properties.Update ?? r.Properties.Create));
    expect(lookups.filter((call) => call.includes('describeEndpoint'))).toHaveLength(1);
    expect(lookups.find((call) => call.includes('describeEndpoint'))).toContain('iot:Data-ATS');
    const lookupActions = Object.values(parent.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) => [statement.Action].flat()),
    );
    expect(lookupActions).toEqual(['iot:DescribeEndpoint']);
    const publishers: string[] = [];
    for (const stack of platform.api.modules) {
      const template = Template.fromStack(stack);
      for (const fn of stack.functions) {
        const props = template.findResources('AWS::Lambda::Function')[stack.getLogicalId(fn.node.defaultChild as never)].Properties;
        const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
        const iot = Object.values(template.findResources('AWS::IAM::Policy'))
          .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
          .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
          .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('iot:')));
        if (!routeNeeds(fn.route).publishesCommands) {
          expect(iot, fn.route.id).toEqual([]);
          expect(props.Environment.Variables.IOT_DATA_ENDPOINT, fn.route.id).toBeUndefined();
          continue;
        }
        publishers.push(fn.route.id);
        expect(iot).toHaveLength(1);
        expect(iot[0].Action).toBe('iot:Publish');
        const resource = [iot[0].Resource].flat();
        expect(resource).toHaveLength(1);
        const arn = JSON.stringify(resource[0]);
        expect(arn).toContain(':iot:');
        expect(arn).toMatch(/:topic\/aed\/\*\/command"/);
        // an https address made of the lookup's answer (a nested-stack parameter)
        expect(JSON.stringify(props.Environment.Variables.IOT_DATA_ENDPOINT)).toContain('https://');
      }
    }
    expect(publishers).toEqual(['DeviceCommand']);
  });

  it('lets API Gateway invoke each function on its own route only', () => {
    const permissions = Object.values(resourcesOfType(moduleTemplates, 'AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(ROUTES.length);
    const sourceArns = permissions.map((permission) => JSON.stringify(permission.Properties.SourceArn));
    for (const route of ROUTES) {
      expect(sourceArns.some((arn) => arn.includes(`/*/*${fullPath(route)}"`))).toBe(true);
    }
  });
});
