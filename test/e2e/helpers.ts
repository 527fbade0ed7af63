/**
 * Shared helpers of the browser tests: Chromium, the captcha answer read from DynamoDB Local, logging in through
 * the login page, and direct API calls (set-up and checks that a user cannot make through the UI).
 */
import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { watchCsp } from './csp-guard';

/** The admin password set by 01-first-login (the seed's initial password is ADMIN_INITIAL_PASSWORD). */
export const ADMIN_PASSWORD = 'Aed!e2e-2026Zq';
export const ADMIN_INITIAL_PASSWORD = 'Admin#2026pw';
export const ADMIN = 'admin';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
export const SCREENSHOT_DIR = '/tmp/aed-e2e-screens';

/** Base URL of the running platform (as the browser opens it). */
export const baseUrl = (): string => inject('url');
/** The same server for Node's fetch: loopback IPv4 (the server listens on 0.0.0.0). */
export const apiBase = (): string => inject('url').replace('://localhost', '://127.0.0.1');

/* ---------------------------------------------------------------- browser */

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  captcha: CaptchaTracker;
}

/**
 * A fresh context (no cookies: English, logged out) at desktop size, with the captcha tracker installed and the
 * CSP guard watching (a test fails on anything the policy blocks: csp-guard.ts).
 */
export async function newPage(browser: Browser): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 860 },
    acceptDownloads: true,
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await watchCsp(context);
  const page = await context.newPage();
  const captcha = trackCaptcha(page);
  return { context, page, captcha };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = `${SCREENSHOT_DIR}/${name.replace(/[^a-z0-9-_]+/gi, '_')}.png`;
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return file;
}

/** Runs `fn`; on failure saves a screenshot (path added to the error) before rethrowing. */
export async function withScreenshot<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const file = await screenshot(page, `FAIL-${name}`);
    if (e instanceof Error) e.message += `\n(screenshot: ${file}; url: ${page.url()})`;
    throw e;
  }
}

/** Waits until the locator's text matches. */
export async function expectText(locator: Locator, pattern: RegExp | string, timeout = 10_000): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        last = (await locator.allInnerTexts().catch(() => [])).join(' | ');
        return typeof pattern === 'string' ? last.includes(pattern) : pattern.test(last);
      },
      { timeout, interval: 100, message: `text ${String(pattern)} not found (last: "${last}")` },
    )
    .toBe(true);
  return last;
}

/** Waits until the path of the page is `path`. */
export async function expectPath(page: Page, path: string | RegExp, timeout = 10_000): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout, interval: 50, message: `path of ${page.url()}` })
    .toMatch(typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`) : path);
}

export async function expectHidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/**
 * The tabs bar of visited views. The brief names it `tabs-bar`; the SPA currently marks it `tags-bar` (the
 * RuoYi name): either is accepted.
 */
export const tabsBar = (page: Page): Locator => page.locator('[data-testid="tabs-bar"], [data-testid="tags-bar"]').first();

/** Text of every toast currently shown (all types), joined. */
export const toasts = (page: Page, type?: 'success' | 'error' | 'warning' | 'info'): Locator =>
  page.locator(type ? `[data-testid="toast-${type}"]` : '[data-testid^="toast-"]');

/**
 * Waits until no toast is shown (they overlay the top of the screen, where the search and toolbar buttons are).
 * The mouse moves off them first: a toast under the pointer pauses, and a click may have left it there.
 */
export async function untilToastsGone(page: Page): Promise<void> {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
  await expect.poll(() => toasts(page).count(), { timeout: 15_000, message: 'toasts still shown' }).toBe(0);
}

/* ---------------------------------------------------------------- captcha */

export interface CaptchaSeen {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

export interface CaptchaTracker {
  /** Every captchaImage answer the page received, in order. */
  readonly seen: CaptchaSeen[];
  /** Captchas already submitted (single use: the server deletes them). */
  readonly used: Set<string>;
  /** The last answer (undefined before the first). */
  last(): CaptchaSeen | undefined;
  /** Forget what was seen (before a reload). */
  reset(): void;
}

/** Records each `GET /upms/captchaImage` answer (`json.data`) so the captcha on screen can be matched to its uuid. */
export function trackCaptcha(page: Page): CaptchaTracker {
  const seen: CaptchaSeen[] = [];
  const used = new Set<string>();
  page.on('response', (r: Response) => {
    if (!r.url().includes('/upms/captchaImage')) return;
    void r
      .json()
      .then((json: { data?: CaptchaSeen }) => {
        if (json?.data) seen.push(json.data);
      })
      .catch(() => undefined);
  });
  return {
    seen,
    used,
    last: () => seen[seen.length - 1],
    reset: () => {
      seen.length = 0;
    },
  };
}

let dataModules: Promise<{
  CaptchaEntity: typeof import('../../functions/src/data/entities/captcha-entity').CaptchaEntity;
  UserEntity: typeof import('../../functions/src/data/entities/user-entity').UserEntity;
  createUser: typeof import('../../functions/src/data/access/users').createUser;
  setPassword: typeof import('../../functions/src/data/access/users').setPassword;
  hashPassword: typeof import('../../functions/src/domain/auth/passwords').hashPassword;
}> | undefined;

/**
 * The product's own data modules, pointed at the platform's DynamoDB Local. The client reads its endpoint when the
 * module loads, so the environment is set first and the modules are imported dynamically.
 */
export function data() {
  dataModules ??= (async () => {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      TABLE_NAME: inject('tableName'),
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const [captcha, user, users, passwords] = await Promise.all([
      import('../../functions/src/data/entities/captcha-entity'),
      import('../../functions/src/data/entities/user-entity'),
      import('../../functions/src/data/access/users'),
      import('../../functions/src/domain/auth/passwords'),
    ]);
    return {
      CaptchaEntity: captcha.CaptchaEntity,
      UserEntity: user.UserEntity,
      createUser: users.createUser,
      setPassword: users.setPassword,
      hashPassword: passwords.hashPassword,
    };
  })();
  return dataModules;
}

/**
 * A user of the default organization with the plain "User" role, written straight to the table; its password is a
 * chosen one unless `passwordKind` says 'initial' (then the forced password dialog opens at login).
 */
export async function createPlainUser(user: { userId: number; username: string; password: string; email?: string; nickName?: string; passwordKind?: 'chosen' | 'initial' }): Promise<void> {
  const { createUser, hashPassword } = await data();
  const now = new Date().toISOString();
  await createUser({
    userId: user.userId,
    username: user.username,
    nickName: user.nickName ?? user.username,
    deptId: 100,
    deptPath: '0,100,',
    email: user.email ?? '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    language: 'en',
    passwordHash: await hashPassword(user.password),
    passwordKind: user.passwordKind ?? 'chosen',
    passwordChangedAt: now,
    status: '0',
    deleted: false,
    userType: '00',
    roleIds: [7],
    isSuperAdmin: false,
    remark: 'e2e',
    createBy: 'e2e',
    createTime: now,
    updateBy: 'e2e',
    updateTime: now,
  });
}

/** The answer of captcha `uuid`, read straight from the table (a GetItem: it does not consume the captcha). */
export async function captchaAnswer(uuid: string): Promise<string> {
  const { CaptchaEntity } = await data();
  const { data: item } = await CaptchaEntity.get({ uuid }).go();
  if (!item) throw new Error(`captcha ${uuid} not found in DynamoDB`);
  return item.answer;
}

/** Waits for the first captcha answer of the page, then tells whether the page asks for a captcha. */
export async function captchaShown(page: Page, tracker: CaptchaTracker, timeout = 10_000): Promise<boolean> {
  await expect.poll(() => tracker.seen.length, { timeout, message: 'no captchaImage answer' }).toBeGreaterThan(0);
  return tracker.last()!.captchaEnabled && (await page.getByTestId('login-captcha').count()) > 0;
}

/**
 * The uuid of the captcha image on screen (matched by its data URL), waiting until the image shows a captcha not
 * submitted yet (after a failed login the old image stays until the new one arrives).
 */
export async function captchaOnScreen(page: Page, tracker: CaptchaTracker, timeout = 10_000, testId = 'login-captcha-img'): Promise<string> {
  const img = page.getByTestId(testId);
  let uuid: string | undefined;
  await expect
    .poll(
      async () => {
        const src = await img.getAttribute('src', { timeout: 1000 }).catch(() => null);
        uuid = src ? [...tracker.seen].reverse().find((c) => c.img === src)?.uuid : undefined;
        return uuid && !tracker.used.has(uuid) ? uuid : undefined;
      },
      { timeout, interval: 100, message: 'captcha image on screen not matched to an answer' },
    )
    .toBeTruthy();
  return uuid!;
}

/* ---------------------------------------------------------------- login through the UI */

export interface LoginOptions {
  /** Fill the captcha (default: when the page shows one). */
  captcha?: boolean;
  /** Navigate to /login first (default true unless already there). */
  goto?: boolean;
}

/** Ticks a Chakra checkbox (the testid is on its root label) unless already ticked. */
export async function tick(page: Page, testId: string): Promise<void> {
  const root = page.getByTestId(testId);
  const input = root.locator('input[type="checkbox"]');
  if (!(await input.isChecked())) await root.click();
  await expect.poll(() => input.isChecked(), { message: `${testId} ticked` }).toBe(true);
}

/**
 * Fills the login form (username, password, the captcha answer looked up in DynamoDB when a captcha is shown),
 * ticks the consent and clicks submit. Does not wait for the outcome.
 */
export async function login(t: TestPage, user: string, pass: string, options: LoginOptions = {}): Promise<void> {
  const { page, captcha } = t;
  const onLogin = new URL(page.url(), baseUrl()).pathname.startsWith('/login');
  if (options.goto ?? !onLogin) {
    captcha.reset();
    await page.goto('/login');
  }
  await page.getByTestId('login-username').waitFor();
  const withCaptcha = options.captcha ?? (await captchaShown(page, captcha));
  await page.getByTestId('login-username').fill(user);
  await page.getByTestId('login-password').fill(pass);
  if (withCaptcha) {
    const uuid = await captchaOnScreen(page, captcha);
    await page.getByTestId('login-captcha').fill(await captchaAnswer(uuid));
    captcha.used.add(uuid);
  }
  await tick(page, 'login-consent');
  await page.getByTestId('login-submit').click();
}

/** Logs in and waits for the authenticated layout (any path other than /login with the sidebar shown). */
export async function loginToLayout(t: TestPage, user = ADMIN, pass = ADMIN_PASSWORD): Promise<void> {
  await login(t, user, pass);
  await expectPath(t.page, /^\/(?!login)/, 20_000);
  await t.page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
}

/* ---------------------------------------------------------------- API */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  errorCode?: string;
  params?: Record<string, string | number>;
}

export interface ApiOptions {
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** One call of the HTTP API under /prod-api; answers the parsed envelope plus the HTTP status. */
export async function api<T = unknown>(method: string, path: string, options: ApiOptions = {}): Promise<Envelope<T> & { status: number }> {
  const url = new URL(`/prod-api${path}`, apiBase());
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as Envelope<T>;
  return { ...json, status: res.status };
}

/**
 * Logs in through the API (from another local address when given), solving the captcha from DynamoDB when it is on,
 * or when the account needs one after failures (the answer's `params.captcha`, decision 0028: then once more with a
 * captcha asked for with required=true).
 */
export async function apiLogin(user: string, pass: string, fromAddress?: string): Promise<Envelope<{ token: string }> & { status: number }> {
  const attempt = async (required: boolean) => {
    const c = await api<CaptchaSeen>('GET', '/upms/captchaImage', { query: required ? { required: 'true' } : {} });
    const code = c.data?.captchaEnabled && c.data.uuid ? await captchaAnswer(c.data.uuid) : '';
    const options = { body: { username: user, password: pass, code, uuid: c.data?.uuid ?? '' } };
    return fromAddress ? apiFromAddress<{ token: string }>(fromAddress, 'POST', '/upms/login', options) : api<{ token: string }>('POST', '/upms/login', options);
  };
  const first = await attempt(false);
  return first.errorCode === 'auth.captchaRequired' && first.params?.captcha === 'required' ? attempt(true) : first;
}

/**
 * One call of the HTTP API sent from another local address (`127.0.0.2`...): the local adapter takes the client
 * address from the socket, so this is another client to the server (another machine, as far as limits go).
 */
export function apiFromAddress<T = unknown>(
  localAddress: string,
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<Envelope<T> & { status: number }> {
  const url = new URL(`/prod-api${path}`, apiBase());
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, localAddress, headers: { 'content-type': 'application/json' }, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ ...(JSON.parse(text) as Envelope<T>), status: res.statusCode ?? 0 });
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Reloads /login until the captcha field is shown (or not), polling up to `timeout`; answers how long it took. */
export async function reloadUntilCaptcha(t: TestPage, shown: boolean, timeout = 15_000): Promise<number> {
  const { page, captcha } = t;
  const started = Date.now();
  for (;;) {
    captcha.reset();
    await page.goto('/login');
    await expect.poll(() => captcha.seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('login-username').waitFor();
    const visible = (await page.getByTestId('login-captcha').count()) > 0;
    if (visible === shown) return Date.now() - started;
    if (Date.now() - started > timeout) throw new Error(`captcha field still ${visible ? 'shown' : 'hidden'} after ${timeout} ms`);
    await page.waitForTimeout(1000);
  }
}

/**
 * An admin token with ADMIN_PASSWORD. When 01-first-login did not run (a file run alone), the initial password is
 * changed here through the API so every file can start from the same state.
 */
export async function adminToken(): Promise<string> {
  let r = await apiLogin(ADMIN, ADMIN_PASSWORD);
  if (r.code === 200) return r.data!.token;
  if (r.errorCode !== 'auth.badCredentials') throw new Error(`admin login failed: ${JSON.stringify(r)}`);
  const first = await apiLogin(ADMIN, ADMIN_INITIAL_PASSWORD);
  if (first.code !== 200) throw new Error(`admin login (initial password) failed: ${JSON.stringify(first)}`);
  const changed = await api('PUT', '/upms/system/user/profile/updatePwd', {
    token: first.data!.token,
    body: { oldPassword: ADMIN_INITIAL_PASSWORD, newPassword: ADMIN_PASSWORD },
  });
  if (changed.code !== 200) throw new Error(`admin password change failed: ${JSON.stringify(changed)}`);
  r = await apiLogin(ADMIN, ADMIN_PASSWORD);
  if (r.code !== 200) throw new Error(`admin login failed after the change: ${JSON.stringify(r)}`);
  return r.data!.token;
}

/**
 * Puts the admin back in its first-start state (the seed's initial password, to be changed at first login) when an
 * earlier file already changed it: vitest orders files by its result cache (failed, then slower first), not by name,
 * so 01-first-login may run after a file whose `adminToken()` changed the password. Returns whether it had to.
 */
export async function resetAdminToFirstStart(): Promise<boolean> {
  const { UserEntity, setPassword, hashPassword } = await data();
  const { data: admin } = await UserEntity.get({ userId: 1 }).go();
  if (!admin) throw new Error('the seeded admin (userId 1) is missing');
  if (admin.passwordKind === 'initial' && admin.passwordChangedAt === admin.createTime) return false;
  await setPassword(1, await hashPassword(ADMIN_INITIAL_PASSWORD), 'initial', admin.createTime, 'e2e');
  return true;
}

export interface ConfigRow {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark: string;
}

/** The parameter with `key` (via the page search), or undefined. */
export async function findConfig(token: string, key: string): Promise<ConfigRow | undefined> {
  const r = await api<{ rows: ConfigRow[]; total: number }>('GET', '/upms/system/config/page', {
    token,
    query: { page: 1, limit: 50, configKey: key },
  });
  if (r.code !== 200) throw new Error(`config page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.configKey === key);
}

/** Sets an existing parameter's value through PUT /upms/system/config/update. */
export async function setConfigValue(token: string, key: string, value: string): Promise<void> {
  const row = await findConfig(token, key);
  if (!row) throw new Error(`parameter ${key} not found`);
  const r = await api('PUT', '/upms/system/config/update', {
    token,
    body: { configId: row.configId, configName: row.configName, configKey: row.configKey, configValue: value, configType: row.configType, remark: row.remark },
  });
  if (r.code !== 200) throw new Error(`config update failed: ${JSON.stringify(r)}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The data of a successful API answer; any other answer fails the test with the whole envelope and `what`. */
export async function apiOk<T>(call: Promise<Envelope<T> & { status: number }>, what = 'api call'): Promise<T> {
  const res = await call;
  if (res.code !== 200) throw new Error(`${what} failed: ${JSON.stringify(res)}`);
  return res.data as T;
}

export interface StockDevice {
  deviceId: number;
  equipmentName: string;
  serialNumber: string;
}

/**
 * A stock device of an organization, added through the devices API as a user adds one (names from `tag`).
 * `outboundDate` is what a sale needs (spec: outbound date required before a sale).
 */
export async function addStockDevice(token: string, device: { tag: string; deptId: number; modelId: number; outboundDate?: string }): Promise<StockDevice> {
  const equipmentName = `E2E AED ${device.tag}`;
  const serialNumber = `E2E-SN-${device.tag}`;
  const added = await apiOk(
    api<{ deviceId: number }>('POST', '/product/device/add', {
      token,
      body: {
        equipmentCode: `E2E-DEV-${device.tag}`,
        equipmentName,
        serialNumber,
        modelId: device.modelId,
        deptId: device.deptId,
        status: '1',
        saleStatus: '1',
        productionDate: '2025-01-01',
        ...(device.outboundDate ? { purchaseDate: '2025-01-10', outboundDate: device.outboundDate } : {}),
        warrantyDate: '2029-01-01',
        reservedInstallDate: '2025-03-01',
        adultShock: { upper: 360, lower: 200, expected: 300, deviation: 15 },
        childShock: { upper: 90, lower: 50, expected: 70, deviation: 15 },
        batteryVoltages: [12],
        monitorItemIds: [],
      },
    }),
    `device ${device.tag}`,
  );
  return { deviceId: added.deviceId, equipmentName, serialNumber };
}
