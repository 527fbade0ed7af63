/**
 * The local stand-in for S3 on the one upload path (docs/decisions/0040): the HTTP adapter takes the presigned POSTs
 * and signed GETs that `data/upload-store.ts` makes with the local credentials, and checks them as S3 does: the POST
 * policy's SigV4 signature, its expiry, each of its conditions (key, bucket, Content-Type, content-length-range), no
 * field outside them; the GET's SigV4 query signature and expiry. Files are streamed to BLOB_DIR under a hard byte
 * limit, in the blob store's format, and appear only when whole. Answers as S3 does: 204, or 400/403/404 with an
 * XML `<Error><Code/><Message/></Error>`.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import { localCredentials } from '../lib/env';
import { LOCAL_BUCKET, headLocalObject, localObjectFile } from '../data/upload-store';
import { SECURITY_HEADERS } from '../lib/security-headers';

/** Whatever a policy says, no local upload is larger than this (the largest purpose is 10 MB). */
const HARD_MAX_BYTES = 20 * 1024 * 1024;
const ALGORITHM = 'AWS4-HMAC-SHA256';

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(res: ServerResponse, e: S3Refusal) {
  res.writeHead(e.status, { ...SECURITY_HEADERS, 'content-type': 'application/xml', connection: 'close' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message></Error>`);
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The SigV4 signing key of the local credentials for a date and region (service s3). */
function signingKey(date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${localCredentials.secretAccessKey}`, date), region), 's3'), 'aws4_request');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `<access key>/<yyyymmdd>/<region>/s3/aws4_request` of the local credentials, dated `amzDate`: its region. */
function credentialRegion(credential: string | undefined, amzDate: string | undefined): string {
  const [accessKey, date, region, service, terminal, ...rest] = (credential ?? '').split('/');
  if (accessKey !== localCredentials.accessKeyId) throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (!amzDate || !/^\d{8}T\d{6}Z$/.test(amzDate) || date !== amzDate.slice(0, 8) || !region || service !== 's3' || terminal !== 'aws4_request' || rest.length) {
    throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'Error parsing the X-Amz-Credential parameter');
  }
  return region;
}

const amzDateMs = (amzDate: string) =>
  Date.UTC(+amzDate.slice(0, 4), +amzDate.slice(4, 6) - 1, +amzDate.slice(6, 8), +amzDate.slice(9, 11), +amzDate.slice(11, 13), +amzDate.slice(13, 15));

export interface PolicyCheck {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}

/**
 * Checks a POST's form fields (everything before the file) as S3 does: the policy's signature with the local
 * credentials, its expiration, each condition, and that no field lies outside the conditions.
 */
export function checkPostPolicy(fields: Record<string, string>, bucket: string, now = Date.now()): PolicyCheck {
  const field = (name: string) => Object.entries(fields).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  const policy = field('Policy');
  const signature = field('X-Amz-Signature');
  const amzDate = field('X-Amz-Date');
  if (!policy || !signature) throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
  if (field('X-Amz-Algorithm') !== ALGORITHM) throw new S3Refusal(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported');
  const region = credentialRegion(field('X-Amz-Credential'), amzDate);
  const expected = createHmac('sha256', signingKey(amzDate!.slice(0, 8), region)).update(policy, 'utf8').digest('hex');
  if (!sameHex(expected, signature.toLowerCase())) throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  let parsed: { expiration?: string; conditions?: unknown[] };
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw new S3Refusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expires = Date.parse(parsed.expiration ?? '');
  if (!Number.isFinite(expires) || expires <= now) throw new S3Refusal(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  let minBytes = 0;
  let maxBytes = HARD_MAX_BYTES;
  const failed = (condition: unknown) => new S3Refusal(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  for (const condition of parsed.conditions ?? []) {
    if (Array.isArray(condition)) {
      const [op, name, value] = condition as [string, unknown, unknown];
      if (String(op).toLowerCase() === 'content-length-range') {
        minBytes = Math.max(minBytes, Number(name));
        maxBytes = Math.min(maxBytes, Number(value));
        continue;
      }
      const fieldName = String(name).replace(/^\$/, '');
      covered.add(fieldName.toLowerCase());
      const actual = fieldName.toLowerCase() === 'bucket' ? bucket : field(fieldName);
      if (actual === undefined) throw failed(condition);
      if (op === 'eq' && actual !== value) throw failed(condition);
      if (op === 'starts-with' && !actual.startsWith(String(value))) throw failed(condition);
      if (op !== 'eq' && op !== 'starts-with') throw new S3Refusal(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid condition ${JSON.stringify(condition)}`);
    } else if (condition && typeof condition === 'object') {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        const actual = name.toLowerCase() === 'bucket' ? bucket : field(name);
        if (actual !== value) throw failed(condition);
      }
    }
  }
  const extra = Object.keys(fields).find((k) => !covered.has(k.toLowerCase()) && !k.toLowerCase().startsWith('x-ignore-'));
  if (extra) throw new S3Refusal(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra}`);
  const key = field('key');
  if (!key) throw new S3Refusal(400, 'InvalidArgument', 'Bucket POST must contain a field named \'key\'.');
  return { key, contentType: field('Content-Type') ?? 'binary/octet-stream', minBytes, maxBytes };
}

/** A presigned POST: policy checked once the fields are read, the file streamed under its byte limit. */
async function takePost(req: IncomingMessage, res: ServerResponse, bucket: string, dir: string): Promise<void> {
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw new S3Refusal(412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');
  const fields: Record<string, string> = {};
  let outcome: Promise<{ temp: string; file: string; size: number; check: PolicyCheck }> | undefined;
  let refusal: S3Refusal | undefined;
  let tempFile: string | undefined;
  await new Promise<void>((resolve, reject) => {
    const form = busboy({ headers: req.headers, limits: { fields: 50, fieldSize: 64 * 1024, files: 1, fileSize: HARD_MAX_BYTES + 1 } });
    form.on('field', (name, value) => {
      if (!outcome) fields[name] = value;
    });
    form.on('file', (name, stream) => {
      if (outcome || refusal || name !== 'file') return void stream.resume();
      let check: PolicyCheck;
      let file: string;
      try {
        check = checkPostPolicy(fields, bucket);
        file = localObjectFile(dir, check.key);
      } catch (e) {
        refusal = e instanceof S3Refusal ? e : new S3Refusal(400, 'InvalidArgument', 'Invalid key');
        return void stream.resume();
      }
      const temp = `${file}.${randomUUID()}.tmp`;
      tempFile = temp;
      outcome = (async () => {
        await mkdir(path.dirname(file), { recursive: true });
        const out = createWriteStream(temp);
        out.write(`${check.contentType}\n`, 'ascii');
        let size = 0;
        await new Promise<void>((done, fail) => {
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > check.maxBytes) {
              // over the limit: keep nothing more, read (and drop) the rest so the client gets the answer
              refusal ??= new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
            } else out.write(chunk);
          });
          stream.on('end', () => out.end(done));
          stream.on('error', fail);
          out.on('error', fail);
        });
        return { temp, file, size, check };
      })();
    });
    form.on('close', resolve);
    form.on('error', reject);
    req.pipe(form);
  }).catch(async (e: unknown) => {
    // a malformed body: S3 answers 400 MalformedPOSTRequest; nothing of it is kept
    await outcome?.catch(() => undefined);
    if (tempFile) await rm(tempFile, { force: true });
    throw new S3Refusal(400, 'MalformedPOSTRequest', `The body of your POST request is not well-formed multipart/form-data (${String((e as Error).message ?? e)})`);
  });
  if (!outcome) {
    if (refusal) throw refusal;
    throw new S3Refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  }
  let written: Awaited<typeof outcome>;
  try {
    written = await outcome;
  } catch {
    if (tempFile) await rm(tempFile, { force: true });
    throw new S3Refusal(400, 'IncompleteBody', 'The request body terminated unexpectedly');
  }
  const { temp, file, size, check } = written;
  if (!refusal && size < check.minBytes) refusal = new S3Refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
  if (refusal) {
    await rm(temp, { force: true });
    throw refusal;
  }
  await rename(temp, file);
  res.writeHead(204, { ...SECURITY_HEADERS, location: `/${bucket}/${check.key}` });
  res.end();
}

/** RFC 3986 encoding as SigV4 wants it. */
const sigEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Checks a presigned GET's SigV4 query signature (local credentials, UNSIGNED-PAYLOAD) and its expiry, as S3 does. */
export function checkPresignedGet(req: Pick<IncomingMessage, 'method' | 'headers'>, url: URL, now = Date.now()): void {
  const q = url.searchParams;
  const amzDate = q.get('X-Amz-Date') ?? undefined;
  const signature = q.get('X-Amz-Signature');
  if (!signature || q.get('X-Amz-Algorithm') !== ALGORITHM) throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
  const region = credentialRegion(q.get('X-Amz-Credential') ?? undefined, amzDate);
  const expiresIn = Number(q.get('X-Amz-Expires'));
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 604_800) throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800');
  if (amzDateMs(amzDate!) + expiresIn * 1000 <= now) throw new S3Refusal(403, 'AccessDenied', 'Request has expired');
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  if (!signedHeaders.includes('host')) throw new S3Refusal(403, 'AccessDenied', 'Host must be signed');
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [sigEncode(k), sigEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders.map((h) => `${h}:${String(req.headers[h] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [req.method ?? 'GET', url.pathname, query, headers, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${amzDate!.slice(0, 8)}/${region}/s3/aws4_request`;
  const toSign = [ALGORITHM, amzDate, scope, createHash('sha256').update(canonical, 'utf8').digest('hex')].join('\n');
  const expected = createHmac('sha256', signingKey(amzDate!.slice(0, 8), region)).update(toSign, 'utf8').digest('hex');
  if (!sameHex(expected, signature.toLowerCase())) throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}

async function serveGet(req: IncomingMessage, res: ServerResponse, url: URL, key: string, dir: string): Promise<void> {
  checkPresignedGet(req, url);
  let file: string;
  try {
    file = localObjectFile(dir, key);
  } catch {
    throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
  }
  const head = await headLocalObject(file);
  if (!head) throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
  const data = await readFile(file);
  const disposition = url.searchParams.get('response-content-disposition');
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': head.contentType,
    'content-length': String(head.size),
    'cache-control': 'private, max-age=300',
    ...(disposition ? { 'content-disposition': disposition } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : data.subarray(data.length - head.size));
}

/**
 * Answers a request under the local blob path (`prefix` = the path of LOCAL_BLOB_URL with a trailing slash):
 * POST `<prefix><bucket>` (presigned POST) or GET `<prefix><bucket>/<key>` (presigned GET).
 */
export async function handleLocalBlob(req: IncomingMessage, res: ServerResponse, url: URL, prefix: string, dir: string): Promise<void> {
  try {
    const [bucket, ...keyParts] = url.pathname.slice(prefix.length).split('/');
    if (bucket !== LOCAL_BUCKET) throw new S3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (req.method === 'POST' && !keyParts.length) return await takePost(req, res, bucket, dir);
    if ((req.method === 'GET' || req.method === 'HEAD') && keyParts.length) return await serveGet(req, res, url, keyParts.join('/'), dir);
    throw new S3Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  } catch (e) {
    if (!(e instanceof S3Refusal)) throw e;
    req.resume();
    if (!res.headersSent) sendError(res, e);
  }
}
