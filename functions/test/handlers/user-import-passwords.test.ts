/**
 * No shared initial password (decision 0027): every imported account gets its own random one-time password, in the
 * answer of the batch that created it only; nothing stores or logs it, no other caller and no later call can read it.
 * Three tenants (agents A, B and C under the default organization, each with its own administrator).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../src/data/client';
import { getRootConfig as getConfigByKey } from '../../src/data/access/config-reads';
import { getUserByUsername } from '../../src/data/access/user-reads';
import { generatePassword } from '../../src/domain/auth/passwords';
import { logger } from '../../src/lib/logger';
import { isStrongPassword } from '@aed/shared/schemas/password';
import { adminToken, invoke, loginAs } from '../helpers';
import { addDept, addUser, PASSWORD, ROLE, uid, type Dept } from './binding-support';
import { expectError, userImportXlsx } from './support';

interface Tenant {
  dept: Dept;
  /** Organization administrator (scope: the agent and below). */
  admin: string;
  /** No permission at all. */
  plain: string;
}

interface OneTimePassword {
  row: number;
  username: string;
  nickName: string;
  password: string;
}

async function tenant(platformAdmin: string, name: string): Promise<Tenant> {
  const dept = await addDept(platformAdmin, 100, name);
  const admin = await addUser({ dept, roleIds: [ROLE.orgAdmin] });
  const plain = await addUser({ dept, roleIds: [ROLE.user] });
  return { dept, admin: await loginAs(admin.username, PASSWORD), plain: await loginAs(plain.username, PASSWORD) };
}

const importRow = (account: string, dept: Dept) => [account, `Imported ${account}`, dept.deptName, '', '', '', '', 'User', '', ''];

async function upload(token: string, rows: (string | number)[][]) {
  const res = await invoke('UserImport', { token, body: { fileName: 'users.xlsx', file: await userImportXlsx(rows) } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as { importId: string; done: boolean };
}

/** Drives an import to its end; answers every call's one-time passwords. */
async function processAll(token: string, importId: string): Promise<OneTimePassword[]> {
  const passwords: OneTimePassword[] = [];
  for (let done = false; !done; ) {
    const res = await invoke('UserImportProcess', { token, body: { importId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    passwords.push(...res.json.data.oneTimePasswords);
    done = res.json.data.done;
  }
  return passwords;
}

describe('one-time passwords of imported accounts', () => {
  let a: Tenant;
  let b: Tenant;
  let c: Tenant;
  let importA: string;
  let passwordsA: OneTimePassword[];
  let passwordsB: OneTimePassword[];
  const output: string[] = [];

  beforeAll(async () => {
    const platformAdmin = await adminToken();
    [a, b, c] = [await tenant(platformAdmin, 'Agent A'), await tenant(platformAdmin, 'Agent B'), await tenant(platformAdmin, 'Agent C')];
    // everything the functions write to their logs (stdout/stderr) while the imports run (tests run them silent)
    process.env.LOG_LEVEL = 'info';
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void output.push(args.map(String).join(' ')));
    logger.info('log capture on');
    const id = uid();
    importA = (await upload(a.admin, [importRow(`ia1_${id}`, a.dept), importRow(`ia2_${id}`, a.dept)])).importId;
    passwordsA = await processAll(a.admin, importA);
    passwordsB = await processAll(b.admin, (await upload(b.admin, [importRow(`ib1_${id}`, b.dept), importRow(`ib2_${id}`, b.dept)])).importId);
  }, 120_000);
  afterAll(() => {
    process.env.LOG_LEVEL = 'silent';
    vi.restoreAllMocks();
  });

  it('gives every imported account of every tenant its own password, which opens that account only', async () => {
    expect(passwordsA.map((p) => p.row)).toEqual([2, 3]);
    expect(passwordsA.map((p) => p.nickName)).toEqual(passwordsA.map((p) => `Imported ${p.username}`));
    const all = [...passwordsA, ...passwordsB];
    expect(all).toHaveLength(4);
    expect(new Set(all.map((p) => p.password)).size).toBe(4);
    for (const p of all) expect(isStrongPassword(p.password)).toBe(true);
    // the password of tenant A's account opens it, not tenant B's accounts (and the reverse)
    const [a1] = passwordsA;
    const [b1] = passwordsB;
    const token = await loginAs(a1!.username, a1!.password);
    expect((await invoke('GetInfo', { token })).json.data.passwordStatus).toBe(3);
    expectError(await invoke('Login', { body: { username: b1!.username, password: a1!.password } }), 400, 'auth.badCredentials');
    expectError(await invoke('Login', { body: { username: a1!.username, password: b1!.password } }), 400, 'auth.badCredentials');
    // and the account must change it before anything else
    expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');
    expect((await getUserByUsername(b1!.username))?.passwordKind).toBe('initial');
  });

  it('answers each password once: a later call of the same import answers none', async () => {
    const again = await invoke('UserImportProcess', { token: a.admin, body: { importId: importA } });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ done: true, created: 2, oneTimePasswords: [] });
  });

  it("never answers another tenant's import: it is not found, like a missing one", async () => {
    for (const other of [b.admin, c.admin, c.plain]) {
      const res = await invoke('UserImportProcess', { token: other, body: { importId: importA } });
      expect(res.status).toBe(other === c.plain ? 403 : 404);
      expect(JSON.stringify(res.json)).not.toContain(passwordsA[0]!.password);
    }
    expectError(await invoke('UserImportProcess', { token: b.admin, body: { importId: importA } }), 404, 'user.importNotFound');
    expectError(await invoke('UserImportProcess', { token: b.admin, body: { importId: `${importA.slice(0, -2)}zz` } }), 404, 'user.importNotFound');
  });

  it('leaves no shared initial password parameter for anyone to read', async () => {
    expect(await getConfigByKey('sys.user.initPassword')).toBeNull();
    for (const token of [c.plain, c.admin, a.plain]) {
      const res = await invoke('ConfigByKey', { token, query: { configKey: 'sys.user.initPassword' } });
      expect(res.json.data ?? '').toBe('');
    }
  });

  it('stores and logs no password: not in the table (users, imports, operation log), not in the functions output', async () => {
    const items: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const stored = JSON.stringify(items);
    expect(stored).toContain('"kind":"user"'); // the import's own records are there
    const logged = output.join('\n');
    expect(logged).toContain('log capture on'); // the capture sees the functions' log lines
    for (const { password } of [...passwordsA, ...passwordsB]) {
      expect(stored).not.toContain(password);
      expect(logged).not.toContain(password);
    }
  });
});

describe('generated passwords', () => {
  it('follow the password rule and never start like a spreadsheet formula', () => {
    for (let i = 0; i < 2000; i++) {
      const password = generatePassword();
      expect(isStrongPassword(password), password).toBe(true);
      expect(password).toMatch(/^[A-Za-z0-9]/);
    }
  });
});
