import * as fs from 'node:fs';
import * as path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { allStacks, buildTestPlatform, fakeWebDist, isNested, type TestPlatform } from './support/platform';

const RESOURCE_LIMIT = 500;

interface ReportViolation {
  ruleName: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
}

/** Synthesizes (which runs the validation plugins) and returns the plugin reports CDK wrote. */
function synthAndReadReport(platform: TestPlatform): { pluginName: string; violations: ReportViolation[] }[] {
  const assembly = platform.app.synth();
  const reportFile = path.join(assembly.directory, 'validation-report.json');
  return JSON.parse(fs.readFileSync(reportFile, 'utf8')).pluginReports;
}

function acknowledgments(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((node) =>
    node.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: node.node.path, id, reason })),
      ),
  );
}

describe('resource limit', () => {
  it('keeps every stack and nested stack well under 500 resources', () => {
    const platform = buildTestPlatform({ webDistDir: fakeWebDist() });
    const counts = Object.fromEntries(
      allStacks(platform.app).map((stack) => [
        `${stack.node.path}${isNested(stack) ? ' (nested)' : ''}`,
        Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length,
      ]),
    );
    console.info('resources per stack', counts);
    expect(Object.keys(counts).some((name) => name.endsWith('(nested)'))).toBe(true);
    for (const [stack, count] of Object.entries(counts)) {
      expect(count, stack).toBeLessThan(RESOURCE_LIMIT);
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  for (const [name, options] of [
    ['before a web build', {}],
    ['with the SPA deployment', { webDistDir: fakeWebDist() }],
    // `cdk synth` on a machine with no AWS account configured (bin/app.ts passes no env): account, region and
    // partition stay tokens (`<AWS::AccountId>`), which the acknowledgment patterns must match too.
    ['with no AWS account or region', { env: undefined }],
  ] as const) {
    it(`synthesizes ${name} with no unacknowledged errors`, () => {
      const platform = buildTestPlatform({ nag: true, ...options });
      // As `cdk synth`: throws with the report when a plugin finds an unacknowledged error.
      const reports = synthAndReadReport(platform);
      const errors = reports.flatMap((report) =>
        report.violations
          .filter((violation) => violation.severity === 'error' || violation.severity === 'fatal')
          .map((violation) => `${report.pluginName} ${violation.ruleName} at ${violation.violatingConstructs.map((c) => c.constructPath).join(', ')}`),
      );
      expect(errors).toEqual([]);
      // The pack itself, run directly on the same tree: no finding at all, warnings included.
      const direct = new AwsSolutionsChecks().validateScope(platform.app);
      expect(direct.violations.map((violation) => violation.ruleName)).toEqual([]);
    });
  }

  it('fails synth on an unacknowledged finding (the check is live)', () => {
    const platform = buildTestPlatform({ nag: true });
    new s3.Bucket(platform.web, 'Careless');
    expect(() => platform.app.synth()).toThrow(/AwsSolutions-S1/);
  });

  it('gives every acknowledgment a real reason', () => {
    const platform = buildTestPlatform({ webDistDir: fakeWebDist() });
    const acks = acknowledgments(platform.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(40);
    }
    // New acknowledgments are a review decision: this list changes with them.
    expect([...new Set(acks.map((ack) => ack.id.replace(/^[^:]*::/, '')))].sort()).toMatchInlineSnapshot(`
      [
        "AwsSolutions-APIG4",
        "AwsSolutions-CFR1",
        "AwsSolutions-CFR2",
        "AwsSolutions-CFR4",
        "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
        "AwsSolutions-IAM5[Action::s3:Abort*]",
        "AwsSolutions-IAM5[Action::s3:DeleteObject*]",
        "AwsSolutions-IAM5[Action::s3:GetBucket*]",
        "AwsSolutions-IAM5[Action::s3:GetObject*]",
        "AwsSolutions-IAM5[Action::s3:List*]",
        "AwsSolutions-IAM5[Resource::*]",
        "AwsSolutions-IAM5[Resource::<SiteE53D7754.Arn>/*]",
        "AwsSolutions-IAM5[Resource::arn:aws:s3:::cdk-hnb659fds-assets-123456789012-eu-west-1/*]",
        "AwsSolutions-L1",
        "AwsSolutions-SMG4",
      ]
    `);
  });
});
