import * as fs from 'node:fs';
import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { LIMITS } from '@aed/shared/constants/limits';
import { API_BASE } from '@aed/functions/routes/route-table';
import { contentSecurityPolicy } from '@aed/functions/lib/security-headers';
import { acknowledgeCdkHelper } from '../constructs/nag';
import { WEB_DIST } from '../paths';

export interface WebStackProps extends StackProps {
  /**
   * Origin of the objects bucket (`https://<bucket>.s3.<region>.amazonaws.com`): the SPA POSTs uploads there and reads
   * their short-lived URLs (decision 0040), so the content security policy lets it connect and show images from it.
   */
  uploadOrigins?: string[];
  /** Domain of the HTTP API's default endpoint (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomainName: string;
  /** SPA build to upload; skipped when the folder does not exist (synth before a web build). @default web/dist */
  webDistDir?: string;
}

/** Paths CloudFront sends to the API rather than to the SPA bucket. */
export const API_PATH_PATTERNS = [`${API_BASE}/*`, '/.well-known/*'] as const;

/**
 * SPA fallback on the bucket behaviour only: a path whose last segment has no file extension is a
 * client-side route and gets `/index.html`. CloudFront custom error responses (403/404 -> index.html)
 * would do the same but apply to the whole distribution, turning the API's real 403/404 JSON answers
 * into the SPA shell with status 200 (see docs/decisions/0003).
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The single origin users see: CloudFront serving the SPA from a private bucket (OAC) and forwarding
 * the API paths to the HTTP API, so the browser never makes a cross-origin call.
 */
export class WebStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly deployment?: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3-site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      // The same values the local adapter and the Lambda answers send (functions/src/lib/security-headers.ts).
      comment: 'HSTS, nosniff, no framing, content security policy, referrer policy',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(LIMITS.securityHeaderMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.uploadOrigins), override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiDomainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // API Gateway routes on its own Host header, so everything else the viewer sent is forwarded.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Client-side routes get /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'AED cloud platform: SPA and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The fleet is operated across countries; no geographic restriction is required.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: a CloudFront web ACL must live in us-east-1 and is a cost decision for production; the API stage is throttled and login is rate limited per account and captcha.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the viewer security policy; set TLSv1.2_2021 with the custom domain certificate.',
      },
    );

    const webDistDir = props.webDistDir ?? WEB_DIST;
    if (fs.existsSync(webDistDir)) {
      this.deployment = new s3deploy.BucketDeployment(this, 'DeploySpa', {
        sources: [s3deploy.Source.asset(webDistDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeCdkHelper(
        this.deployment.handlerRole.node.scope!,
        'CDK-generated BucketDeployment handler: CDK sets its runtime and basic-execution policy and grants it read on the CDK asset bucket, read/write on the site bucket and CloudFront invalidation, which it needs to copy the SPA build once per deploy.',
      );
    }
  }
}
