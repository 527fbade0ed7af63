import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROUTES, fullPath, pathMatcher, type RouteDefinition, routeEntry } from '../routes/route-table';
import type { ApiHandler } from '../lib/define-handler';
import { API_HEADERS, SECURITY_HEADERS } from '../lib/security-headers';
import { LIMITS } from '@aed/shared/constants/limits';
import { env } from '../lib/env';
import { handleLocalBlob } from './blob-endpoint';

/** API Gateway HTTP APIs refuse bodies over 10 MB; so does the adapter. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * A Lambda takes and gives at most 6 MB per synchronous invocation (event and answer, as JSON). The adapter refuses
 * the same, so what works here cannot fail in AWS for its size (large images travel in parts and ranges, decision 0017).
 */
export const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
/**
 * Whether an event or answer around a body of this many characters could reach the Lambda payload limit as JSON:
 * JSON escaping writes at most 6 characters per character, and the rest of an event (headers: Node refuses more than
 * 16 KB of them; request context) stays far under 64 KB. Below that nothing is serialized to measure it (hot path).
 */
const mayExceedPayload = (bodyChars: number) => bodyChars * 6 + 64 * 1024 > LAMBDA_PAYLOAD_BYTES;
const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

type Loader = (route: RouteDefinition) => Promise<ApiHandler>;

/** Imports `functions/src/routes/<entry>.ts`, the module CDK bundles for the route's Lambda. */
const defaultLoader: Loader = async (route) => (await import(`../routes/${routeEntry(route)}.ts`)).handler as ApiHandler;

const MATCHERS = (ROUTES as readonly RouteDefinition[]).map((route) => ({ route, match: pathMatcher(route) }));

/** The route for a request, and its path parameters, as API Gateway would pick it. */
function matchRoute(method: string, pathname: string): { route: RouteDefinition; params: Record<string, string> } | undefined {
  for (const { route, match } of MATCHERS) {
    if (route.method !== method) continue;
    const params = match(pathname);
    if (params) return { route, params };
  }
  return undefined;
}

const NO_BODY = Buffer.alloc(0);

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  // A request that announces no body (most GETs) has none: answer it without waiting for the stream's end.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return Promise.resolve(NO_BODY);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      // Over the limit: keep nothing more, but let the upload finish (discarded) so the client can read the 413;
      // destroying the request here closed the socket before the answer was written.
      if (size > MAX_BODY_BYTES) resolve(null);
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The same event shape API Gateway (HTTP API, payload v2) sends to Lambda. */
export function toApiGatewayEvent(req: IncomingMessage, url: URL, body: Buffer, route: RouteDefinition, params: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && k !== 'cookie') headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const contentType = headers['content-type'] ?? '';
  const isText = !body.length || TEXT_TYPES.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${fullPath(route)}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/).filter(Boolean),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${fullPath(route)}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
  };
}

function lambdaContext(requestId: string, route: RouteDefinition): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${route.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.id}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

function sendEnvelope(res: ServerResponse, status: number, errorCode: string, msg: string) {
  res.writeHead(status, { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: status, msg, errorCode }));
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

async function serveStatic(res: ServerResponse, staticDir: string, pathname: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/'; // malformed escapes: answer with the SPA like any unknown path
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  let file = path.join(staticDir, safe);
  if (!file.startsWith(staticDir)) file = path.join(staticDir, 'index.html');
  let info = await stat(file).catch(() => null);
  // History-mode fallback: any unknown path that is not a file gets the SPA.
  if (!info?.isFile()) {
    file = path.join(staticDir, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) {
    res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm start` (it builds it) or `npm run build`.');
    return;
  }
  const isIndex = file.endsWith('index.html');
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': isIndex ? 'no-store' : 'public, max-age=31536000, immutable',
  });
  res.end(await readFile(file));
}

export interface LocalServerOptions {
  staticDir: string;
  loadHandler?: Loader;
}

/** The local stand-in for API Gateway + CloudFront: API routes to the Lambda handlers, the rest to the SPA. */
export function createLocalServer(options: LocalServerOptions): Server {
  const load = options.loadHandler ?? defaultLoader;
  const cache = new Map<string, Promise<ApiHandler>>();
  const staticDir = path.resolve(options.staticDir);
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // the local stand-in for S3's presigned POST and GET (decision 0040), when the objects live in BLOB_DIR
      const blobPrefix = `${new URL(env.localBlobUrl).pathname.replace(/\/+$/, '')}/`;
      if (url.pathname.startsWith(blobPrefix) && env.blobDir && !env.blobBucket) return await handleLocalBlob(req, res, url, blobPrefix, env.blobDir);
      const isApi = url.pathname.startsWith('/prod-api/') || url.pathname.startsWith('/.well-known/');
      if (!isApi) {
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendEnvelope(res, 404, 'common.routeNotFound', 'No such API route');
        return await serveStatic(res, staticDir, url.pathname);
      }
      const matched = matchRoute(req.method ?? 'GET', url.pathname);
      if (!matched) return sendEnvelope(res, 404, 'common.routeNotFound', 'No such API route');
      const { route, params } = matched;
      const body = await readBody(req);
      if (body === null) return sendEnvelope(res, 413, 'common.payloadTooLarge', 'The request is too large');
      const event = toApiGatewayEvent(req, url, body, route, params);
      // API Gateway answers 413 when the event would exceed what a Lambda takes.
      if (mayExceedPayload(body.length) && Buffer.byteLength(JSON.stringify(event)) > LAMBDA_PAYLOAD_BYTES) return sendEnvelope(res, 413, 'common.payloadTooLarge', 'The request is too large');
      if (!cache.has(route.id)) cache.set(route.id, load(route));
      const handler = await cache.get(route.id)!;
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        handler(event, lambdaContext(event.requestContext.requestId, route)),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), LIMITS.requestTimeoutMs).unref())),
      ]).finally(() => clearTimeout(timer));
      if (mayExceedPayload(result.body?.length ?? 0) && Buffer.byteLength(JSON.stringify(result)) > LAMBDA_PAYLOAD_BYTES) throw new Error(`answer of ${route.id} exceeds the Lambda payload limit`);
      writeResult(res, result);
    } catch (e) {
      console.error(JSON.stringify({ level: 'error', message: 'local adapter failure', error: String(e) }));
      if (!res.headersSent) sendEnvelope(res, 500, 'common.internal', 'Operation failed, please try again later');
      else res.end();
    }
  });
}
