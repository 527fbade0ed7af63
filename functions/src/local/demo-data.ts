/**
 * Demo organizations and users for `npm start` (never in AWS): written once, on the first start, through the same
 * domain services the API uses, so they obey every rule (quotas, roles, uniqueness). A new user sees a small tree
 * of agents and customers and can log in as an organization administrator or a work-order handler at once.
 */
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { addDeptBody } from '@aed/shared/schemas/dept';
import { addUserBody } from '@aed/shared/schemas/user';
import type { Actor } from '../domain/actor';
import { ALL_SCOPE } from '../domain/data-scope';
import { addDept } from '../domain/dept/dept-service';
import { addUser } from '../domain/user/user-service';
import { SEED_DEPT, SEED_ROLES } from '../seed/seed-data';

const roleId = (key: (typeof SEED_ROLES)[number]['roleKey']) => SEED_ROLES.find((r) => r.roleKey === key)!.roleId;

/** The seeded super administrator, as the author of the demo data. */
const SEEDER: Actor = {
  userId: 1,
  username: 'admin',
  deptId: SEED_DEPT.deptId,
  deptPath: SEED_DEPT.deptPath,
  sessionId: 'demo-seed',
  roles: [SUPER_ADMIN_ROLE],
  permissions: [ALL_PERMISSIONS],
  scope: ALL_SCOPE,
};

export const DEMO_USERS = ['demo.admin', 'demo.handler', 'demo.viewer'] as const;

/** Writes the demo tree and users; `password` is their initial password (to be changed at first login). */
export async function seedDemoData(password: string): Promise<void> {
  const dept = (body: Record<string, unknown>) => addDept(SEEDER, addDeptBody.parse(body));
  const north = await dept({ parentId: SEED_DEPT.deptId, deptName: 'Demo Agent North', deptType: '0', deptCode: 'DEMO-N', leader: 'Claire Martin', equipmentQuota: 200, userQuota: 30, operationAccountCount: 10, viewAccountCount: 10, reportLanguage: 'en', reportTimeZone: 'Europe/Paris' });
  const south = await dept({ parentId: SEED_DEPT.deptId, deptName: 'Demo Agent South', deptType: '0', deptCode: 'DEMO-S', equipmentQuota: 100, userQuota: 20, operationAccountCount: 5, viewAccountCount: 5, reportLanguage: 'fr' });
  const clinic = await dept({ parentId: north.deptId, deptName: 'Demo City Clinic', deptType: '2', deptCode: 'DEMO-N-CLINIC', equipmentQuota: 20, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 });
  await dept({ parentId: north.deptId, deptName: 'Demo Sports Centre', deptType: '2', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 });
  await dept({ parentId: south.deptId, deptName: 'Demo Railway Station', deptType: '2', equipmentQuota: 30, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2, reportLanguage: 'fr' });

  const user = (body: Record<string, unknown>) => addUser(SEEDER, addUserBody.parse({ password, status: '0', userTypes: [], ...body }));
  await user({ username: 'demo.admin', nickName: 'Demo administrator', deptId: north.deptId, roleIds: [roleId('orgAdmin')], email: 'demo.admin@example.com' });
  await user({ username: 'demo.handler', nickName: 'Demo work-order handler', deptId: clinic.deptId, roleIds: [roleId('operator')], userTypes: ['handler'] });
  await user({ username: 'demo.viewer', nickName: 'Demo read-only administrator', deptId: north.deptId, roleIds: [roleId('readonlyAdmin')] });
}
