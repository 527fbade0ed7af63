import { LIMITS } from '@aed/shared/constants/limits';
/** Configuration read from the environment: the only thing that differs between local and AWS. */
export const env = {
  get tableName(): string {
    return process.env.TABLE_NAME ?? 'aed-cloud';
  },
  /** Set locally (DynamoDB Local); unset in AWS. */
  get dynamoEndpoint(): string | undefined {
    return process.env.DYNAMODB_ENDPOINT || undefined;
  },
  get region(): string {
    return process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  },
  get jwtIssuer(): string {
    return process.env.JWT_ISSUER ?? 'aed-cloud';
  },
  get jwtAudience(): string {
    return process.env.JWT_AUDIENCE ?? 'aed-cloud-web';
  },
  /** Local: a JSON file `{ kid, privateKeyPem }` in the data dir. */
  get signingKeyFile(): string | undefined {
    return process.env.SIGNING_KEY_FILE || undefined;
  },
  /** AWS: a Secrets Manager secret with the same JSON. */
  get signingKeySecretArn(): string | undefined {
    return process.env.SIGNING_KEY_SECRET_ARN || undefined;
  },
  get sesEndpoint(): string | undefined {
    return process.env.SES_ENDPOINT || undefined;
  },
  /**
   * The one minimum time of every forgot-password answer (decision 0028): LIMITS.passwordResetAnswerMs. Only tests
   * shorten it (PASSWORD_RESET_ANSWER_MS), to keep the suite fast while still asserting the floor.
   */
  get passwordResetAnswerMs(): number {
    return Number(process.env.PASSWORD_RESET_ANSWER_MS) || LIMITS.passwordResetAnswerMs;
  },
  get mailFrom(): string {
    return process.env.MAIL_FROM ?? 'noreply@aed-cloud.local';
  },
  /**
   * Where users open the web app (`https://aed.example.com`, no trailing slash): links in mails point there. From
   * configuration only, never from a request's Host header, which the sender chooses.
   */
  get appUrl(): string {
    return (process.env.APP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  },
  /**
   * Where device commands are published (decision 0047, "Device commands"): AWS, the account's IoT data endpoint
   * (`https://<id>-ats.iot.<region>.amazonaws.com`, given by CDK); locally, the IoT data stand-in of `npm start`
   * (`http://127.0.0.1:<IOT_DATA_PORT>`, functions/src/local/iot-data-endpoint.ts).
   */
  get iotDataEndpoint(): string | undefined {
    return process.env.IOT_DATA_ENDPOINT || undefined;
  },
  get sesConfigurationSet(): string | undefined {
    return process.env.SES_CONFIGURATION_SET || undefined;
  },
  /** When the running code was built: set by CDK when it bundles the version route (AWS) or at `npm start` (local). */
  get platformBuildTime(): string | undefined {
    return process.env.PLATFORM_BUILD_TIME || undefined;
  },
  /** AWS: the S3 bucket holding images (logos, seals, avatars); see data/blob-store.ts. */
  get blobBucket(): string | undefined {
    return process.env.BLOB_BUCKET || undefined;
  },
  /** Local: the folder holding the same objects as files (`DATA_DIR/blobs`), used when there is no bucket. */
  /**
   * AWS: the PDF function's ARN (decision 0056): renders run there (x86_64, Chromium, fonts). Unset locally: the
   * caller's process renders with the machine's Chromium.
   */
  get pdfFunctionArn(): string | undefined {
    return process.env.PDF_FUNCTION_ARN || undefined;
  },
  get blobDir(): string | undefined {
    return process.env.BLOB_DIR || undefined;
  },
  /**
   * Local: where the HTTP adapter takes presigned POSTs and serves signed GETs of the upload path (decision 0040);
   * the browser reaches it, so it is the app's own origin by default.
   */
  get localBlobUrl(): string {
    return (process.env.LOCAL_BLOB_URL ?? `${this.appUrl}/local-blobs`).replace(/\/+$/, '');
  },
};

/** Local endpoints need some credentials; DynamoDB Local and the SES sink ignore them. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
