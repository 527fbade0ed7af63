import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { ApiHandler } from '../../src/lib/define-handler';
import { ROUTES, type RouteDefinition, type RouteId, routeEntry } from '../../src/routes/route-table';
import { nextId } from '../../src/data/access/ids';
import { createUser } from '../../src/data/access/users';
import type { UserItem } from '../../src/data/entities/user-entity';
import { hashPassword } from '../../src/domain/auth/passwords';
import type { Language } from '@aed/shared/constants/limits';
import { forgetConfigValues } from '../../src/domain/config/config-values';
import { CaptchaEntity } from '../../src/data/entities/captcha-entity';
import { httpEvent, invoke } from '../helpers';

/** A user agent with a browser and an OS Bowser can name. */
export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

// A fresh context per call, as Lambda gives: middy keeps the actor and the parsed input on it, so
// concurrent invocations must not share one.
const newContext = () => ({ awsRequestId: 'test', getRemainingTimeInMillis: () => 29_000 }) as unknown as Context;

/** Loads the real handler module of a route (the file CDK bundles). */
export async function handlerOf(routeId: RouteId): Promise<ApiHandler> {
  const route = ROUTES.find((r) => r.id === routeId) as RouteDefinition;
  const mod = (await import(/* @vite-ignore */ new URL(`../../src/routes/${routeEntry(route)}.ts`, import.meta.url).pathname)) as { handler: ApiHandler };
  return mod.handler;
}

/** Invokes a route's handler with a given API Gateway v2 event and decodes the JSON answer. */
export async function invokeEvent(routeId: RouteId, event: APIGatewayProxyEventV2) {
  const result = await (await handlerOf(routeId))(event, newContext());
  const isJson = String(result.headers?.['content-type'] ?? '').startsWith('application/json');
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (isJson && result.body ? JSON.parse(result.body) : undefined) as any,
    raw: result,
  };
}

/** Login as a browser would send it: the user agent reaches API Gateway's requestContext too. */
export function loginEvent(body: unknown, userAgent = FIREFOX_WINDOWS): APIGatewayProxyEventV2 {
  const event = httpEvent('Login', { body, headers: { 'user-agent': userAgent } });
  event.requestContext.http.userAgent = userAgent;
  return event;
}

export interface TestUserOptions {
  username: string;
  password: string;
  roleIds: number[];
  passwordKind?: UserItem['passwordKind'];
  email?: string;
  status?: '0' | '1';
  /** Organization of the user (default 100, path '0,100,'). */
  deptId?: number;
  deptPath?: string;
  /** Default: the account. */
  nickName?: string;
  userTypes?: string[];
  /** Certificate validity (ISO dates; both or neither). */
  certificateBegin?: string;
  certificateEnd?: string;
  language?: Language;
}

// argon2id costs ~0.3 s per hash: one hash per distinct password is enough for test users.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** Creates a user directly in the table (the user-management screens are not part of this module). */
export async function createTestUser(options: TestUserOptions): Promise<number> {
  const userId = await nextId('user');
  const now = new Date().toISOString();
  await createUser({
    userId,
    username: options.username,
    nickName: options.nickName ?? options.username,
    deptId: options.deptId ?? 100,
    deptPath: options.deptPath ?? '0,100,',
    email: options.email ?? '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    language: options.language ?? 'en',
    passwordHash: await hashOf(options.password),
    passwordKind: options.passwordKind ?? 'chosen',
    passwordChangedAt: now,
    status: options.status ?? '0',
    deleted: false,
    userType: '00',
    roleIds: options.roleIds,
    ...(options.userTypes ? { userTypes: options.userTypes } : {}),
    ...(options.certificateEnd ? { certificateBegin: options.certificateBegin ?? options.certificateEnd, certificateEnd: options.certificateEnd } : {}),
    isSuperAdmin: false,
    remark: '',
    createBy: 'test',
    createTime: now,
    updateBy: 'test',
    updateTime: now,
  });
  return userId;
}

/** The session id (`sid` claim) a token names. */
export const sessionIdOf = (token: string): string => decodeJwt(token).sid as string;

/** Changes a parameter's value through the real ConfigUpdate route, as an administrator would. */
export async function setParameter(adminToken: string, configKey: string, configValue: string): Promise<void> {
  const page = await invoke('ConfigPage', { token: adminToken, query: { configKey } });
  const row = page.json.data.rows.find((r: { configKey: string }) => r.configKey === configKey);
  expect(row, `parameter ${configKey}`).toBeDefined();
  const res = await invoke('ConfigUpdate', { token: adminToken, body: { ...row, configValue } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  // In Lambda the value cache lives per container for 10 s; here the route runs in this process.
  forgetConfigValues();
}

/** What a route answers through `invoke`. */
export type Invoked = Awaited<ReturnType<typeof invoke>>;

/** Expects a 200 answer and gives its data. */
export const ok = <T>(res: Invoked): T => {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as T;
};

/** Expects an error envelope with this HTTP status and errorCode. */
export function expectError(res: { status: number; json: { code: number; errorCode: string } }, status: number, errorCode: string): void {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json).toMatchObject({ code: status, errorCode });
}

/** A user import file (the English template's headers unless given), base64 as the upload takes it. */
export async function userImportXlsx(
  rows: (string | number)[][],
  headers = ['Account', 'Name', 'Organization', 'Email', 'Phone', 'Gender (male/female/confidential)', 'Status (normal/disabled)', 'Roles (names, comma separated)', 'User types (reminder/handler)', 'Remark'],
): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Users');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** A captcha served even with the captcha switch off (`required=true`) and its answer, read as only the server could. */
export async function solvedCaptcha(): Promise<{ uuid: string; code: string }> {
  const res = await invoke('CaptchaImage', { query: { required: 'true' } });
  expect(res.json.data.captchaEnabled, JSON.stringify(res.json)).toBe(true);
  const uuid = res.json.data.uuid as string;
  const { data } = await CaptchaEntity.get({ uuid }).go();
  return { uuid, code: data!.answer };
}

/** A login from a given client address (API Gateway's `requestContext.http.sourceIp`), with a solved captcha when asked. */
export async function loginFrom(ip: string, body: { username: string; password: string }, options: { captcha?: boolean } = {}) {
  const captcha = options.captcha ? await solvedCaptcha() : {};
  const event = httpEvent('Login', { body: { ...body, ...captcha } });
  event.requestContext.http.sourceIp = ip;
  return invokeEvent('Login', event);
}

/** `count` wrong passwords for `username` from `ip`, each with a solved captcha (what a determined attacker does); answers them. */
export async function failLogins(username: string, count: number, ip = '203.0.113.7') {
  const answers: Awaited<ReturnType<typeof loginFrom>>[] = [];
  for (let i = 0; i < count; i++) answers.push(await loginFrom(ip, { username, password: `Wrong#Pass${i}` }, { captcha: true }));
  return answers;
}
