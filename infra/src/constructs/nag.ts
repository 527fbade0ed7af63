import { Aspects, CfnResource, Validations } from 'aws-cdk-lib';
import { NagRuleCompliance, rules, type NagRuleResult } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** The AwsSolutions rules a CDK-generated helper function trips, by finding id prefix. */
const HELPER_RULES: [string, (node: CfnResource) => NagRuleResult][] = [
  ['AwsSolutions-IAM4', rules.iam.IAMNoManagedPolicies],
  ['AwsSolutions-IAM5', rules.iam.IAMNoWildcardPermissions],
  ['AwsSolutions-L1', rules.lambda.LambdaLatestVersion],
];

/**
 * Acknowledges, finding by finding, what cdk-nag reports on a helper Lambda that CDK itself generates
 * and configures (its runtime, its managed policy, the grants it makes), so our code cannot tighten it.
 * Each finding is computed with cdk-nag's own rule functions, so a new finding on a later CDK version
 * is acknowledged only if it comes from this same helper; anything else still fails synth.
 */
export function acknowledgeCdkHelper(scope: IConstruct, reason: string): string[] {
  const ids = new Set<string>();
  for (const node of scope.node.findAll()) {
    if (!CfnResource.isCfnResource(node)) continue;
    for (const [id, rule] of HELPER_RULES) {
      const result = rule(node);
      if (Array.isArray(result)) result.forEach((finding) => ids.add(`${id}[${finding}]`));
      else if (result === NagRuleCompliance.NON_COMPLIANT) ids.add(id);
    }
  }
  Validations.of(scope).acknowledge(...[...ids].map((id) => ({ id, reason })));
  return [...ids];
}

/**
 * One colon-separated field of an ARN as cdk-nag reports it: literal text and tokens, which render as `<AWS::AccountId>`
 * (colons inside). Without an AWS environment (`cdk synth` on a machine with no account configured) the partition,
 * region and account are all tokens, so an acknowledgment pattern must accept them in every field.
 */
export const ARN_FIELD = String.raw`(?:<[^<>]+>|[^:<>])+`;

/**
 * Acknowledges the AwsSolutions-IAM5 findings of the policies under `scope` whose wildcard resource matches
 * `resource` (and only those). The findings are computed with cdk-nag's own rule at synthesis (an aspect), when
 * every token of the resource (region, account, names from other stacks) resolves as the report shows it.
 */
export function acknowledgeWildcardResources(scope: IConstruct, resource: RegExp, reason: string): void {
  Aspects.of(scope).add({
    visit(node: IConstruct) {
      if (!CfnResource.isCfnResource(node)) return;
      const result = rules.iam.IAMNoWildcardPermissions(node);
      if (!Array.isArray(result)) return;
      const ids = result.filter((finding) => resource.test(finding.replace(/^Resource::/, '')));
      if (ids.length) Validations.of(node).acknowledge(...ids.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })));
    },
  });
}
