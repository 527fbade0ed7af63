import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION } from '@aed/functions/data/table-definition';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/**
 * The single table, built from the same definition the entities and the local runtime use, and the bucket holding
 * images too large for a table item (organization logos and seals, avatars: docs/decisions/0010).
 */
export interface DataStackProps extends StackProps {
  /** First part of the images bucket name (lower case). @default 'aed' */
  namePrefix?: string;
  /**
   * Origins of the web app (`https://aed.example.com`): the browser POSTs uploads straight to the bucket with a
   * presigned POST and may fetch the short-lived download URLs (decision 0040), so the bucket answers CORS for them.
   */
  webOrigins?: readonly string[];
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly blobBucket: s3.Bucket;
  /**
   * `<prefix>-blobs-<account>-<region>`. A known name lets the API stack import the bucket by name rather than by a
   * cross-stack reference, so its grants (and their cdk-nag acknowledgments) name one ARN at every stage of synth.
   */
  readonly blobBucketName: string;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);
    this.blobBucketName = `${props.namePrefix ?? 'aed'}-blobs-${this.account}-${this.region}`;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
      sortKey: stringKey(TABLE_DEFINITION.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_DEFINITION.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const blobAccessLogs = new s3.Bucket(this, 'BlobAccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Private: only the Lambdas that handle images read and write it (per key prefix); the SPA gets the bytes
    // through the API. No versioning and no lifecycle: a replaced or removed image is deleted by the handler.
    this.blobBucket = new s3.Bucket(this, 'Blobs', {
      bucketName: this.blobBucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: blobAccessLogs,
      serverAccessLogsPrefix: 'blobs/',
      removalPolicy: RemovalPolicy.RETAIN,
      // The one upload path (decision 0040): presigned POSTs and GETs from the SPA's origin only; the policy of each
      // POST (signed by the server) still decides the key, size and type.
      cors: props.webOrigins?.length
        ? [{ allowedOrigins: [...props.webOrigins], allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD], allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAge: 3000 }]
        : undefined,
    });
  }
}
