import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_DEVICE_MODELS } from '@aed/shared/schemas/device-model';
import { DICT_LIMITS } from '@aed/shared/schemas/dict';
import { GEN_LIMITS } from '@aed/shared/schemas/gen';
import { JOB_LIMITS } from '@aed/shared/schemas/job';
import { MAX_MENUS } from '@aed/shared/schemas/menu';
import { MAX_MONITOR_ITEMS } from '@aed/shared/schemas/monitor-item';
import { MAX_POSTS } from '@aed/shared/schemas/post';
import { MAX_PRODUCT_TYPES } from '@aed/shared/schemas/product-type';
import { MAX_REGION_CHILDREN } from '@aed/shared/schemas/region';
import { documentClient } from '../../src/data/client';
import { recordCommands, type CommandTotals } from '../command-recorder';
import { env } from '../../src/lib/env';
import { routeById, type RouteId } from '../../src/routes/route-table';
import { httpEvent } from '../helpers';
import { invokeEvent } from './support';
import * as m from './list-cost-world';

/**
 * List cost must not grow with the data (issue 12; docs/decisions/0030-list-totals-stay-flat.md). Every list route
 * of every module is called for page 1 (limit 10) on a small table, then again after the table grew: more records
 * the caller's search matches, more records of the two other tenants, more of every other module. The DynamoDB
 * commands each request sends are recorded on the shared client (functions/test/command-recorder.ts) with their consumed
 * read units and the items DynamoDB read for them (filtered-out and counted items included).
 *
 * - `flat`: items read and read units stay the same (a page reads about one page; totals come from tallies or a
 *   capped count).
 * - `rows`: the route answers every matching record (an export, a picker, the organization tree, online sessions):
 *   what it reads grows at most with the records it answers (`perRow` items each), never with other tenants' or
 *   other modules' records.
 * - `bounded`: the route reads one platform-wide set whole; the set is capped (`cap`, refused beyond by its writes,
 *   catalogue-limits.test.ts and the module tests); reads grow only with that set.
 * No request may Scan.
 */
interface ListCase {
  route: RouteId;
  as: m.Caller;
  /** The builder of the module whose records the list shows. */
  module?: m.ModuleBuilder;
  query?: (w: m.World) => Record<string, string>;
  /** Path parameters (`{type}` in the route's path). */
  params?: (w: m.World) => Record<string, string>;
  expect: 'flat' | 'rows' | 'bounded';
  /** Items read per answered record (`rows`: the record and what names it, e.g. its device). */
  perRow?: number;
  /** `bounded`: the hard cap of the set. */
  cap?: number;
  /** Tells two cases of one route and caller apart. */
  label?: string;
  /** Bounded platform-wide sets the route also reads whole (e.g. roles and menus for the handlers' eligibility). */
  alsoReads?: m.ModuleBuilder[];
}

const page = (extra: (w: m.World) => Record<string, string> = () => ({})) => (w: m.World) => ({ limit: '10', ...extra(w) });
const numbered = () => ({ page: '1', limit: '10' });
const A = (w: m.World) => w.tenants.A;
/** A handler's eligibility is computed from the menus (a bounded set, read whole) and the roles it holds (by id). */
const ROLE_CONTEXT = [m.menus];
const firstDeviceOfA = (w: m.World) => ({ deviceId: String(A(w).devices[0]) });

export const LIST_CASES: ListCase[] = [
  // users (system/user)
  { route: 'UserPage', as: 'platform', module: m.users, query: page(), expect: 'flat' },
  { route: 'UserPage', as: 'adminA', module: m.users, query: page(), expect: 'flat' },
  { route: 'UserPage', as: 'adminA', module: m.users, query: page(() => ({ status: '0' })), label: 'enabled', expect: 'flat' },
  { route: 'UserPage', as: 'adminA', module: m.users, query: page((w) => ({ deptId: String(A(w).customer.deptId) })), label: 'tree node', expect: 'flat' },
  { route: 'UserPage', as: 'adminA', module: m.users, query: page(() => ({ keyword: 'lc' })), label: 'keyword', expect: 'flat' },
  { route: 'UserWarningPage', as: 'adminA', module: m.users, query: page(), expect: 'flat' },
  { route: 'UserDealWithPage', as: 'adminA', module: m.users, query: page(), expect: 'flat' },
  { route: 'UserExport', as: 'adminA', module: m.users, expect: 'rows', perRow: 1.1 },
  { route: 'UserCurrentOrgUsers', as: 'adminA', module: m.users, expect: 'rows' },
  // a filtered picker may read a Query page twice (the rows after the 100th match are read again by the next page)
  { route: 'UserHandleUsers', as: 'adminA', module: m.users, expect: 'rows', perRow: 2 },
  { route: 'UserMsgUsers', as: 'adminA', module: m.users, expect: 'rows', perRow: 2 },
  { route: 'UserOrgUsers', as: 'adminA', module: m.users, query: (w) => ({ deptId: String(A(w).agent.deptId) }), expect: 'rows' },
  // logs (monitor)
  { route: 'OperLogPage', as: 'platform', module: m.operLogs, query: page(), expect: 'flat' },
  { route: 'OperLogPage', as: 'adminA', module: m.operLogs, query: page(), expect: 'flat' },
  { route: 'OperLogPage', as: 'adminA', module: m.operLogs, query: page(() => ({ status: '0', businessType: 'update' })), label: 'status and type', expect: 'flat' },
  { route: 'OperLogExport', as: 'adminA', module: m.operLogs, expect: 'rows' },
  { route: 'LoginLogPage', as: 'platform', module: m.loginLogs, query: page(), expect: 'flat' },
  { route: 'LoginLogPage', as: 'adminA', module: m.loginLogs, query: page(), expect: 'flat' },
  { route: 'LoginLogExport', as: 'adminA', module: m.loginLogs, expect: 'rows' },
  { route: 'JobLogPage', as: 'platform', module: m.jobLogs, query: page(), expect: 'flat' },
  { route: 'JobLogExport', as: 'platform', module: m.jobLogs, expect: 'rows' },
  { route: 'JobPage', as: 'platform', module: m.jobs, query: numbered, expect: 'bounded', cap: JOB_LIMITS.maxJobs },
  { route: 'JobExport', as: 'platform', module: m.jobs, expect: 'bounded', cap: JOB_LIMITS.maxJobs },
  { route: 'OnlineList', as: 'platform', module: m.sessions, expect: 'rows' },
  { route: 'OnlineList', as: 'adminA', module: m.sessions, expect: 'rows' },
  { route: 'OnlineUsers', as: 'adminA', module: m.sessions, expect: 'rows' },
  // organizations (the tree is shown whole: at most MAX_DEPTS_PER_TREE)
  { route: 'DeptList', as: 'platform', module: m.depts, expect: 'rows' },
  { route: 'DeptList', as: 'adminA', module: m.depts, expect: 'rows' },
  { route: 'DeptTreeSelect', as: 'adminA', module: m.depts, expect: 'rows' },
  { route: 'DeptExport', as: 'adminA', module: m.depts, expect: 'rows' },
  // dictionaries, positions, menus, code generation (bounded platform-wide sets)
  { route: 'DictTypePage', as: 'platform', module: m.dictTypes, query: numbered, expect: 'bounded', cap: DICT_LIMITS.maxTypes },
  { route: 'DictTypeOptions', as: 'adminA', module: m.dictTypes, expect: 'bounded', cap: DICT_LIMITS.maxTypes },
  { route: 'DictTypeExport', as: 'platform', module: m.dictTypes, expect: 'bounded', cap: DICT_LIMITS.maxTypes },
  { route: 'DictDataPage', as: 'platform', module: m.dictData, query: () => ({ ...numbered(), dictType: 'sys_user_sex' }), expect: 'bounded', cap: DICT_LIMITS.maxDataPerType },
  { route: 'DictDataByType', as: 'adminA', module: m.dictData, params: () => ({ type: 'sys_user_sex' }), expect: 'bounded', cap: DICT_LIMITS.maxDataPerType },
  { route: 'DictDataExport', as: 'platform', module: m.dictData, query: () => ({ dictType: 'sys_user_sex' }), expect: 'bounded', cap: DICT_LIMITS.maxDataPerType },
  { route: 'PostPage', as: 'platform', module: m.posts, query: numbered, expect: 'bounded', cap: MAX_POSTS },
  { route: 'PostOptions', as: 'adminA', module: m.posts, expect: 'bounded', cap: MAX_POSTS },
  { route: 'PostExport', as: 'platform', module: m.posts, expect: 'bounded', cap: MAX_POSTS },
  // roles, notices and parameters belong to organizations (decisions 0025, 0026)
  // (what a caller sees of the built-in roles depends on the menus they grant: a bounded set, read whole)
  { route: 'RolePage', as: 'platform', module: m.roles, query: page(), expect: 'flat', alsoReads: [m.menus] },
  { route: 'RolePage', as: 'adminA', module: m.roles, query: page(), expect: 'flat', alsoReads: [m.menus] },
  { route: 'RoleOptions', as: 'adminA', module: m.roles, query: (w) => ({ deptId: String(A(w).customer.deptId) }), expect: 'rows', alsoReads: [m.menus] },
  { route: 'RoleExport', as: 'adminA', module: m.roles, expect: 'rows', alsoReads: [m.menus] },
  { route: 'NoticePage', as: 'platform', module: m.notices, query: page(), expect: 'flat' },
  { route: 'NoticePage', as: 'adminA', module: m.notices, query: page(), expect: 'flat' },
  { route: 'NoticePublished', as: 'adminA', module: m.notices, expect: 'flat' },
  { route: 'ConfigPage', as: 'platform', module: m.configs, query: page(), expect: 'flat' },
  { route: 'ConfigExport', as: 'platform', module: m.configs, expect: 'rows' },
  { route: 'MenuList', as: 'platform', module: m.menus, expect: 'bounded', cap: MAX_MENUS },
  { route: 'MenuTreeselect', as: 'adminA', module: m.menus, expect: 'bounded', cap: MAX_MENUS },
  { route: 'GenTablePage', as: 'platform', query: numbered, expect: 'bounded', cap: GEN_LIMITS.maxTables },
  // catalogue (product management)
  { route: 'ProductTypePage', as: 'adminA', module: m.productTypes, query: numbered, expect: 'bounded', cap: MAX_PRODUCT_TYPES },
  { route: 'ProductTypeOptions', as: 'adminA', module: m.productTypes, expect: 'bounded', cap: MAX_PRODUCT_TYPES },
  { route: 'ProductTypeExport', as: 'platform', module: m.productTypes, expect: 'bounded', cap: MAX_PRODUCT_TYPES },
  { route: 'DeviceModelPage', as: 'adminA', module: m.deviceModels, query: numbered, expect: 'bounded', perRow: 2, cap: MAX_DEVICE_MODELS },
  { route: 'DeviceModelOptions', as: 'adminA', module: m.deviceModels, expect: 'bounded', perRow: 2, cap: MAX_DEVICE_MODELS },
  { route: 'DeviceModelExport', as: 'platform', module: m.deviceModels, expect: 'bounded', perRow: 2, cap: MAX_DEVICE_MODELS },
  { route: 'MonitorItemPage', as: 'adminA', module: m.monitorItems, query: numbered, expect: 'bounded', cap: MAX_MONITOR_ITEMS },
  { route: 'MonitorItemOptions', as: 'adminA', module: m.monitorItems, expect: 'bounded', cap: MAX_MONITOR_ITEMS },
  { route: 'MonitorItemExport', as: 'platform', module: m.monitorItems, expect: 'bounded', cap: MAX_MONITOR_ITEMS },
  // administrative regions (one platform-wide tree)
  { route: 'RegionChildren', as: 'adminA', module: m.regions, query: (w) => ({ parentId: String(w.regionRootId) }), expect: 'bounded', cap: MAX_REGION_CHILDREN },
  { route: 'RegionOptions', as: 'adminA', module: m.regions, query: (w) => ({ parentId: String(w.regionRootId) }), expect: 'bounded', cap: MAX_REGION_CHILDREN },
  { route: 'RegionPage', as: 'adminA', module: m.regions, query: page((w) => ({ parentId: String(w.regionRootId), keyword: 'growth' })), expect: 'flat' },
  { route: 'RegionExport', as: 'platform', module: m.regions, query: (w) => ({ parentId: String(w.regionRootId) }), expect: 'rows' },
  { route: 'RegionPath', as: 'adminA', module: m.regions, query: (w) => ({ ids: String(w.regionRootId) }), expect: 'flat' },
  // persons to notify, work-order handlers
  { route: 'NotifyPage', as: 'platform', module: m.notifyPersons, query: page(), expect: 'flat' },
  { route: 'NotifyPage', as: 'adminA', module: m.notifyPersons, query: page(), expect: 'flat' },
  { route: 'NotifyExport', as: 'adminA', module: m.notifyPersons, expect: 'rows', perRow: 2 },
  { route: 'NotifyResolve', as: 'adminA', module: m.notifyPersons, query: firstDeviceOfA, expect: 'flat' },
  { route: 'BindingDeviceOptions', as: 'adminA', module: m.devices, query: (w) => ({ deptId: String(A(w).agent.deptId) }), expect: 'flat' },
  { route: 'HandlerPage', as: 'platform', module: m.handlers, query: page(), expect: 'flat', alsoReads: ROLE_CONTEXT },
  { route: 'HandlerPage', as: 'adminA', module: m.handlers, query: page(), expect: 'flat', alsoReads: ROLE_CONTEXT },
  { route: 'HandlerExport', as: 'adminA', module: m.handlers, expect: 'rows', perRow: 2, alsoReads: ROLE_CONTEXT },
  { route: 'HandlerResolve', as: 'adminA', module: m.handlers, query: firstDeviceOfA, expect: 'flat', alsoReads: ROLE_CONTEXT },
  // devices, accessories, inventory
  { route: 'DevicePage', as: 'platform', module: m.devices, query: page(), expect: 'flat' },
  { route: 'DevicePage', as: 'adminA', module: m.devices, query: page(), expect: 'flat' },
  { route: 'DeviceExport', as: 'adminA', module: m.devices, expect: 'rows' },
  { route: 'DeviceHistory', as: 'adminA', module: m.devices, query: firstDeviceOfA, expect: 'flat' },
  { route: 'DeviceFilterOptions', as: 'adminA', module: m.deviceModels, expect: 'bounded', perRow: 2, cap: MAX_DEVICE_MODELS },
  { route: 'AccessoryPage', as: 'platform', module: m.accessories, query: page(), expect: 'flat' },
  { route: 'AccessoryPage', as: 'adminA', module: m.accessories, query: page(), expect: 'flat' },
  { route: 'AccessoryExport', as: 'adminA', module: m.accessories, expect: 'rows' },
  { route: 'AccessoryByDevice', as: 'adminA', module: m.accessories, query: firstDeviceOfA, expect: 'flat' },
  { route: 'AccessoryDeviceOptions', as: 'adminA', module: m.devices, query: (w) => ({ deptId: String(A(w).agent.deptId) }), expect: 'flat' },
  { route: 'InventoryStock', as: 'adminA', module: m.devices, query: numbered, expect: 'flat' },
  { route: 'InventoryStockExport', as: 'adminA', module: m.devices, expect: 'flat' },
  { route: 'InventoryMovements', as: 'platform', module: m.devices, query: page(), expect: 'flat' },
  { route: 'InventoryMovements', as: 'adminA', module: m.devices, query: page(), expect: 'flat' },
  { route: 'InventoryMovementExport', as: 'adminA', module: m.devices, expect: 'rows' },
  { route: 'InventoryDeviceMovements', as: 'adminA', module: m.devices, query: firstDeviceOfA, expect: 'flat' },
  { route: 'InventoryOptions', as: 'adminA', module: m.deviceModels, expect: 'bounded', perRow: 2, cap: MAX_DEVICE_MODELS },
];

/** Slack for "the same": a Query's item count moves by a few when a page boundary falls elsewhere. */
const SAME_ITEMS = 5;
const SAME_UNITS = (small: number) => small * 0.1 + 1;
/** A bounded set read whole costs at most this many items per record at its cap (the set's read stays "small"). */
const MAX_BOUNDED_CAP = 2000;

/**
 * Operation-log rows the measures themselves add between the two rounds, as `caller` sees them: every measured call
 * of a logged route (the exports) writes one, twice per round (warm-up and measure).
 */
const loggedCalls = (caller: m.Caller) => 2 * LIST_CASES.filter((c) => routeById(c.route).log && (caller === 'platform' || c.as === caller)).length;

const caseName = (c: ListCase) => `${c.route} as ${c.as}${c.label ? ` (${c.label})` : ''}`;

describe('list cost does not grow with the table', () => {
  let w: m.World;
  const small = new Map<ListCase, Measure>();
  const large = new Map<ListCase, Measure>();
  const recorder = recordCommands();

  interface Measure extends CommandTotals {
    /** The answer when it was not a success (the case fails on it). */
    failed?: string;
  }

  async function measure(c: ListCase): Promise<Measure> {
    const token = c.as === 'platform' ? w.platform : w.adminA;
    const event = httpEvent(c.route, { token, query: c.query?.(w) });
    const params = c.params?.(w);
    if (params) {
      for (const [k, v] of Object.entries(params)) event.rawPath = event.rawPath.replace(`{${k}}`, encodeURIComponent(v));
      event.requestContext.http.path = event.rawPath;
      event.pathParameters = params;
    }
    // once to warm the module caches (roles, parameters), then measured
    await invokeEvent(c.route, structuredClone(event));
    recorder.clear();
    const res = await invokeEvent(c.route, event);
    return { ...recorder.totals(), ...(res.status === 200 ? {} : { failed: `${res.status} ${JSON.stringify(res.json)}` }) };
  }

  beforeAll(async () => {
    w = await m.buildWorld();
    await m.growAll(w, 'small');
    for (const c of LIST_CASES) small.set(c, await measure(c));
    await m.growAll(w, 'large');
    for (const c of LIST_CASES) large.set(c, await measure(c));
  }, 900_000);
  afterAll(() => recorder.stop());

  it.each(LIST_CASES.map((c) => [caseName(c), c] as const))('%s', (_name, c) => {
    const before = small.get(c)!;
    const after = large.get(c)!;
    const detail = `${caseName(c)}\n  small: ${JSON.stringify(before)}\n  large: ${JSON.stringify(after)}`;
    expect(before.failed ?? after.failed, 'the answer').toBeUndefined();
    expect(before.scans + after.scans, `a Scan: ${detail}`).toBe(0);
    // bounded sets read alongside may grow (with their own cap), nothing else
    const alongside = (c.alsoReads ?? []).reduce((n, b) => n + m.visibleGrowth(b, c.as), 0);
    if (c.expect === 'flat') {
      expect(after.itemsRead, `items read grew: ${detail}`).toBeLessThanOrEqual(before.itemsRead + alongside + SAME_ITEMS);
      expect(after.readUnits, `read units grew: ${detail}`).toBeLessThanOrEqual(before.readUnits + alongside + SAME_UNITS(before.readUnits));
      return;
    }
    if (c.expect === 'bounded') expect(c.cap, 'the cap of a bounded set').toBeLessThanOrEqual(MAX_BOUNDED_CAP);
    // rows / bounded: reads follow the records the route answers, never anything else the table holds
    const answered = (c.module ? m.visibleGrowth(c.module, c.as) : 0) + (c.module === m.operLogs ? loggedCalls(c.as) : 0);
    expect(after.itemsRead - before.itemsRead, `items read grew beyond the records answered (${answered}): ${detail}`).toBeLessThanOrEqual(
      Math.ceil(answered * (c.perRow ?? 1) * 1.1) + alongside + SAME_ITEMS,
    );
  });

  it('the table grew between the two measures, and the recorder does see a Scan', async () => {
    const usersPage = LIST_CASES.find((c) => c.route === 'UserExport')!;
    expect(large.get(usersPage)!.itemsRead).toBeGreaterThan(small.get(usersPage)!.itemsRead);
    recorder.clear();
    await documentClient.send(new ScanCommand({ TableName: env.tableName, Limit: 1 }));
    expect(recorder.totals().scans).toBe(1);
  });
});
