import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { acknowledgeWildcardResources, ARN_FIELD } from './nag';

/** What a route does with the images bucket (functions/src/data/blob-store.ts), under one key prefix. */
export interface BlobAccess {
  /**
   * Key prefix the server writes: `dept/<deptId>/...` (logos, seals), `user/<userId>/...` (avatars),
   * `upload/<deptId>/<uploadId>` (the one upload path, decision 0040: a presigned POST or GET carries the signer's rights,
   * so the presigning route holds s3:PutObject or s3:GetObject itself), `report/<deptId>/...` (report PDFs, decision 0056).
   */
  prefix: 'dept' | 'user' | 'upload' | 'report';
  actions: readonly ('s3:GetObject' | 's3:PutObject' | 's3:DeleteObject')[];
}

/**
 * Object actions on `<bucket>/<prefix>/*` only. Readers also get s3:ListBucket limited to the same prefix, so a missing
 * object answers 404 NoSuchKey (without it S3 answers 403 and the handler could not tell a missing image from a fault).
 */
export function grantBlobAccess(bucket: s3.IBucket, grantee: iam.IGrantable & { role?: iam.IRole }, access: BlobAccess): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: [...access.actions], resources: [bucket.arnForObjects(`${access.prefix}/*`)] }),
  );
  if (access.actions.includes('s3:GetObject')) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${access.prefix}/*` } },
      }),
    );
  }
  // The execution role (and its policy) is a sibling of the function, not its child.
  acknowledgeWildcardResources(
    (grantee.role ?? grantee) as IConstruct,
    // `arn:<partition>:s3:::<prefix>-blobs-<account>-<region>/<key prefix>/*` (DataStack.blobBucketName)
    new RegExp(`^arn:${ARN_FIELD}:s3:::[^/]*-blobs-[^/]*/${access.prefix}/\\*$`),
    'Image objects get a new server-made key per upload (<prefix>/<id>/<kind>-<uuid>): the grant is limited to the key prefix of the one kind of record the route handles.',
  );
}
