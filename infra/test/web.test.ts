import * as vm from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, contentSecurityPolicy } from '@aed/functions/lib/security-headers';
import { API_PATH_PATTERNS, SPA_REWRITE_CODE } from '../src/stacks/web-stack';
import { buildTestPlatform, fakeWebDist, type TestPlatform } from './support/platform';

// Managed policy ids (CloudFront's, fixed across accounts).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let platform: TestPlatform;
let template: Template;
beforeAll(() => {
  platform = buildTestPlatform();
  template = Template.fromStack(platform.web);
});

/** Runs the CloudFront Function code (cloudfront-js-2.0 is plain ES5+ here) on a viewer request. */
function rewrite(uri: string): string {
  const context = vm.createContext({});
  vm.runInContext(SPA_REWRITE_CODE, context);
  return (context.handler as (event: unknown) => { uri: string })({ request: { uri } }).uri;
}

describe('web stack', () => {
  it('keeps the SPA bucket private and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3-site/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('serves the bucket through CloudFront with origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } }),
        ]),
      },
    });
  });

  it('sends the security headers from one response headers policy, with the local adapter\'s values', () => {
    // The policy string is the one the local adapter and the Lambda answers send (functions/src/lib/security-headers.ts).
    const csp = SECURITY_HEADERS['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("default-src 'self'");
    // in AWS the objects bucket's origin is added where the SPA POSTs uploads and reads their URLs (decision 0040)
    const bucket = 'https://aed-blobs-123456789012-eu-west-1.s3.eu-west-1.amazonaws.com';
    const cloudFrontCsp = contentSecurityPolicy([bucket]);
    expect(cloudFrontCsp).toContain(`connect-src 'self' `);
    expect(cloudFrontCsp).toMatch(new RegExp(`connect-src [^;]*${bucket.replace(/\./g, '\\.')}`));
    expect(cloudFrontCsp).toMatch(new RegExp(`img-src [^;]*${bucket.replace(/\./g, '\\.')}`));
    expect(cloudFrontCsp.replaceAll(` ${bucket}`, '')).toBe(csp);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: SECURITY_HEADERS['x-frame-options'], Override: true },
          ContentSecurityPolicy: { ContentSecurityPolicy: cloudFrontCsp, Override: true },
          ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: true },
        },
      },
    });
    expect(SECURITY_HEADERS['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policyId = { Ref: template.getResourceId('AWS::CloudFront::ResponseHeadersPolicy') };
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig;
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual(policyId);
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
  });

  it('forwards the API paths to the HTTP API uncached with every viewer header except Host', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig;
    expect(config.CacheBehaviors.map((behavior: { PathPattern: string }) => behavior.PathPattern)).toEqual([
      '/prod-api/*',
      '/.well-known/*',
    ]);
    expect(API_PATH_PATTERNS).toEqual(['/prod-api/*', '/.well-known/*']);
    const apiOrigin = config.Origins.find((origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
    for (const behavior of config.CacheBehaviors) {
      expect(behavior).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
      });
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
  });

  it('falls back to index.html for client-side routes on the SPA behaviour only', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution.Properties.DistributionConfig;
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [template.getResourceId('AWS::CloudFront::Function'), 'FunctionARN'] },
      },
    ]);
    // Distribution-wide error responses would also rewrite the API's own 403/404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      FunctionCode: SPA_REWRITE_CODE,
    });
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/index')).toBe('/index.html');
    expect(rewrite('/system/user/profile')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('logs CloudFront and bucket access to a private log bucket', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    expect(distribution.Properties.DistributionConfig.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('uploads the SPA only when the build folder exists', () => {
    expect(platform.web.deployment).toBeUndefined();
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);

    const withDist = buildTestPlatform({ webDistDir: fakeWebDist() });
    Template.fromStack(withDist.web).hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
    });
  });
});
