import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '../../src/routes/route-table';
import { invoke } from '../helpers';
import { ROLE, threeTenants, userAt, type World } from './tenant-support';

/**
 * A list narrowed to an organization (the tree on the left of a screen, `deptId`) answers another tenant's
 * organization exactly as an organization that does not exist: an empty page instead would let any tenant
 * administrator tell which organization ids exist on the platform (found when the product was probed as an
 * attacker would, issue 12). Its own organizations, and the ones above it, still narrow its list.
 */
const FILTERED: { route: RouteId; query?: Record<string, string> }[] = [
  { route: 'UserPage', query: { limit: '10' } },
  { route: 'UserWarningPage', query: { limit: '10' } },
  { route: 'UserDealWithPage', query: { limit: '10' } },
  { route: 'UserHandleUsers' },
  { route: 'UserMsgUsers' },
  { route: 'UserOrgUsers' },
  { route: 'UserExport' },
  { route: 'NotifyPage', query: { limit: '10' } },
  { route: 'NotifyExport' },
  { route: 'HandlerPage', query: { limit: '10' } },
  { route: 'HandlerExport' },
  { route: 'DevicePage', query: { limit: '10' } },
  { route: 'DeviceExport' },
  { route: 'AccessoryPage', query: { limit: '10' } },
  { route: 'AccessoryExport' },
];
const MISSING = 987_654;

describe("a list narrowed to another tenant's organization answers as for a missing one", () => {
  let w: World;
  let adminB: string;

  beforeAll(async () => {
    w = await threeTenants();
    adminB = (await userAt(w.B.agent, [ROLE.orgAdmin], 'admB')).token;
  }, 120_000);

  const answer = async (route: RouteId, token: string, deptId: number, query: Record<string, string> = {}) => {
    const res = await invoke(route, { token, query: { ...query, deptId: String(deptId) } });
    return { status: res.status, errorCode: (res.json as { errorCode?: string } | undefined)?.errorCode };
  };

  it.each(FILTERED)('$route', async ({ route, query }) => {
    // its own organizations, and the root above them, narrow its list
    for (const own of [w.B.agent.deptId, w.B.customer.deptId, 100]) expect(await answer(route, adminB, own, query), `own ${own}`).toEqual({ status: 200, errorCode: undefined });
    const missing = await answer(route, adminB, MISSING, query);
    expect(missing).toEqual({ status: 404, errorCode: 'dept.notFound' });
    for (const other of [w.A.agent, w.A.sub, w.A.customer, w.C.customer]) expect(await answer(route, adminB, other.deptId, query), `${other.deptName}`).toEqual(missing);
  });
});
