import type { Construct } from 'constructs';
import { fullPath, type RouteDefinition, type RouteId, routeEntry } from '@aed/functions/routes/route-table';
import { routeEntryFile } from '../paths';
import { AppFunction } from './app-function';
import type { BlobAccess } from './blob-access';

/** What a route needs beyond the table and the signing key every route gets. */
export interface RouteNeeds {
  /** ses:SendEmail from the platform identity. */
  sendsMail?: boolean;
  /**
   * Creates, updates, pauses and deletes EventBridge Scheduler schedules of jobs (`job-*` in the platform's
   * schedule group) and passes the scheduler role to them.
   */
  managesSchedules?: boolean;
  /** Reads or writes images in the blob bucket (decision 0010); also gets BLOB_BUCKET in its environment. */
  blobs?: BlobAccess;
  /** Answers when it was built (the version call): gets PLATFORM_BUILD_TIME, the time of this synth and bundling. */
  buildTime?: boolean;
  /** Starts background tasks (decision 0029): invokes the task worker; also gets TASK_WORKER_ARN in its environment. */
  startsTasks?: boolean;
  /**
   * Publishes device commands through the IoT data plane (decision 0047): iot:Publish on `topic/aed/*\/command` only;
   * also gets IOT_DATA_ENDPOINT (the account's data endpoint) in its environment.
   */
  publishesCommands?: boolean;
  /** Renders PDFs (decision 0056): invokes the PDF function; also gets PDF_FUNCTION_ARN in its environment. */
  rendersPdf?: boolean;
}

/** When this synth (which builds every handler) ran. */
export const BUILD_TIME = new Date().toISOString();

/** Keyed by route id, so renaming a route in the route table breaks this at compile time. */
export const ROUTE_NEEDS: Partial<Record<RouteId, RouteNeeds>> = {
  // Forgot password mails the reset link.
  ForgetPassword: { sendsMail: true },
  // a completed order mails the device's notification persons (decision 0045)
  OrderProcess: { sendsMail: true },
  // clearing a raised alarm by hand mails its notification persons (decision 0047)
  AlarmClear: { sendsMail: true },
  // resending failed mails (decision 0054), with the report PDFs they carry (read from the store, decision 0056)
  MailResend: { sendsMail: true, blobs: { prefix: 'report', actions: ['s3:GetObject'] } },
  JobAdd: { managesSchedules: true },
  JobUpdate: { managesSchedules: true },
  JobDelete: { managesSchedules: true },
  JobChangeStatus: { managesSchedules: true },
  OperLogClean: { startsTasks: true },
  LoginLogClean: { startsTasks: true },
  JobLogClean: { startsTasks: true },
  DeptImage: { blobs: { prefix: 'dept', actions: ['s3:GetObject'] } },
  // reads the parts of an image sent in parts (decision 0017)
  DeptImageUpload: { blobs: { prefix: 'dept', actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] } },
  DeptImagePart: { blobs: { prefix: 'dept', actions: ['s3:PutObject', 's3:DeleteObject'] } },
  DeptDelete: { blobs: { prefix: 'dept', actions: ['s3:DeleteObject'] } },
  UserAvatar: { blobs: { prefix: 'user', actions: ['s3:GetObject'] } },
  UpdateAvatar: { blobs: { prefix: 'user', actions: ['s3:PutObject', 's3:DeleteObject'] } },
  GetVersion: { buildTime: true },
  // The one upload path (decision 0040): the presigned POST and GET carry the signer's rights; HEAD needs GetObject.
  UploadPresign: { blobs: { prefix: 'upload', actions: ['s3:PutObject'] } },
  UploadConfirm: { blobs: { prefix: 'upload', actions: ['s3:GetObject', 's3:DeleteObject'] } },
  UploadUrl: { blobs: { prefix: 'upload', actions: ['s3:GetObject'] } },
  // the download URLs of a record's files (sales, work orders) are signed with the route's own rights
  SaleFileUrl: { blobs: { prefix: 'upload', actions: ['s3:GetObject'] } },
  OrderFileUrl: { blobs: { prefix: 'upload', actions: ['s3:GetObject'] } },
  // an inspection report's PDF (decision 0055): rendered by the PDF function into report/*, which the route heads
  // and signs a GET of; the send also mails it, read from the store
  ReportPdf: { rendersPdf: true, blobs: { prefix: 'report', actions: ['s3:GetObject'] } },
  ReportSend: { rendersPdf: true, sendsMail: true, blobs: { prefix: 'report', actions: ['s3:GetObject'] } },
  // self-test and locate go to the device over MQTT (decision 0047)
  DeviceCommand: { publishesCommands: true },
};

export const routeNeeds = (route: Pick<RouteDefinition, 'id'>): RouteNeeds =>
  ROUTE_NEEDS[route.id as RouteId] ?? {};

export interface RouteFunctionProps {
  route: RouteDefinition;
  environment: Record<string, string>;
}

/** The Lambda function behind one route-table entry (handler `functions/src/routes/<entry>.ts`). */
export class RouteFunction extends AppFunction {
  readonly route: RouteDefinition;

  constructor(scope: Construct, props: RouteFunctionProps) {
    const { route } = props;
    const needs = routeNeeds(route);
    super(scope, route.id, {
      entry: routeEntryFile(routeEntry(route)),
      description: `${route.method} ${fullPath(route)}: ${route.summary}`.slice(0, 256),
      environment: needs.buildTime ? { ...props.environment, PLATFORM_BUILD_TIME: BUILD_TIME } : props.environment,
    });
    this.route = route;
  }
}
