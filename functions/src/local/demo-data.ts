/**
 * Demo organizations and users for `npm start` (never in AWS): written once, on the first start, through the same
 * domain services the API uses, so they obey every rule (quotas, roles, uniqueness). A new user sees a small tree
 * of agents and customers and can log in as an organization administrator or a work-order handler at once.
 */
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { addDeptBody } from '@aed/shared/schemas/dept';
import { addDeviceModelBody } from '@aed/shared/schemas/device-model';
import { addProductTypeBody } from '@aed/shared/schemas/product-type';
import { addUserBody } from '@aed/shared/schemas/user';
import type { Actor } from '../domain/actor';
import { ALL_SCOPE } from '../domain/data-scope';
import { addDept } from '../domain/dept/dept-service';
import { addDeviceModel } from '../domain/device-model/device-model-service';
import { addProductType } from '../domain/product-type/product-type-service';
import { addUser } from '../domain/user/user-service';
import { SEED_DEPT, SEED_ROLES } from '../seed/seed-data';
import { seedDemoAccessories } from './demo-accessories';

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

/**
 * Real AED models with their makers' typical figures: working principle, self-test cadence (days), heartbeat of
 * connected units (minutes; 0 = not connected) and consumables with rated life in months (pads' shelf life, battery
 * standby life). Working principle: '1' fully automatic, '2' semi-automatic.
 */
export const DEMO_MODELS = [
  { brand: 'Philips', modelName: 'HeartStart FRx', modelCode: '861304', workingPrinciple: '2', selfTestDays: 1, heartbeatMinutes: 0, consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }, { kind: 'battery', ratedLifeMonths: 48 }], description: 'SMART Pads II (adult and child with the infant/child key), M5070A battery' },
  { brand: 'ZOLL', modelName: 'AED Plus', modelCode: 'AED-PLUS', workingPrinciple: '2', selfTestDays: 7, heartbeatMinutes: 0, consumables: [{ kind: 'adultPads', ratedLifeMonths: 60 }, { kind: 'childPads', ratedLifeMonths: 24 }, { kind: 'battery', ratedLifeMonths: 60 }], description: 'CPR-D-padz, pedi-padz II, ten 123A lithium batteries; CPR feedback' },
  { brand: 'ZOLL', modelName: 'AED 3', modelCode: 'AED-3', workingPrinciple: '2', selfTestDays: 7, heartbeatMinutes: 1440, consumables: [{ kind: 'adultPads', ratedLifeMonths: 60 }, { kind: 'battery', ratedLifeMonths: 36 }], description: 'CPR Uni-padz (adult and child), Wi-Fi self-test reports' },
  { brand: 'Stryker', modelName: 'LIFEPAK CR2 (fully automatic)', modelCode: 'CR2', workingPrinciple: '1', selfTestDays: 1, heartbeatMinutes: 1440, consumables: [{ kind: 'adultPads', ratedLifeMonths: 48 }, { kind: 'battery', ratedLifeMonths: 48 }], description: 'QUIK-STEP electrodes, child mode button; LIFELINKcentral over Wi-Fi or cellular' },
  { brand: 'HeartSine', modelName: 'samaritan PAD 350P', modelCode: '350P', workingPrinciple: '2', selfTestDays: 7, heartbeatMinutes: 0, consumables: [{ kind: 'padPak', ratedLifeMonths: 48 }], description: 'Pad-Pak: battery and pads in one cartridge (Pediatric-Pak for children)' },
  { brand: 'Mindray', modelName: 'BeneHeart C2', modelCode: 'C2', workingPrinciple: '2', selfTestDays: 1, heartbeatMinutes: 60, consumables: [{ kind: 'adultPads', ratedLifeMonths: 60 }, { kind: 'battery', ratedLifeMonths: 60 }], description: 'Connected variant: status reports over Wi-Fi or 4G' },
] as const;

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

  const aed = await addProductType(SEEDER, addProductTypeBody.parse({ typeCode: 'AED', typeName: 'AED', description: 'Automated external defibrillator' }));
  for (const model of DEMO_MODELS) await addDeviceModel(SEEDER, addDeviceModelBody.parse({ ...model, typeId: aed.typeId }));
  // last: accessories and consumables on the demo devices, once the devices module has seeded them (none before)
  await seedDemoAccessories();
}
