/**
 * Demo organizations and users for `npm start` (never in AWS): written once, on the first start, through the same
 * domain services the API uses, so they obey every rule (quotas, roles, uniqueness). A new user sees a small tree
 * of agents and customers, a catalogue of real AED models and a fleet of a dozen devices, and can log in as an
 * organization administrator or a work-order handler at once.
 */
import { ALL_PERMISSIONS, PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { addDeptBody } from '@aed/shared/schemas/dept';
import { addDeviceModelBody } from '@aed/shared/schemas/device-model';
import { addProductTypeBody } from '@aed/shared/schemas/product-type';
import { addUserBody } from '@aed/shared/schemas/user';
import { addDeviceBody, changeDeviceStatusBody, SALE_STATUS } from '@aed/shared/schemas/device';
import { createSaleBody, SELL_TYPE } from '@aed/shared/schemas/sale';
import { addMonths, todayUtc } from '@aed/shared/schemas/accessory';
import { findDeviceBySerialNumber } from '../data/access/devices/device-keys';
import { listAllMonitorItems } from '../data/access/monitor-items';
import { addDevice, changeDeviceStatus } from '../domain/device/device-service';
import { createSale } from '../domain/sale/sale-service';
import { expireLeases } from '../domain/sale/lease-job';
import type { Actor } from '../domain/actor';
import { ALL_SCOPE } from '../data/data-scope';
import { addDept } from '../domain/dept/dept-service';
import { addDeviceModel } from '../domain/device-model/device-model-service';
import { addProductType } from '../domain/product-type/product-type-service';
import { addUser } from '../domain/user/user-service';
import { generatePassword } from '../domain/auth/passwords';
import { seedDemoRegions } from '../seed/region.seed';
import { SEED_DEPT, SEED_ROLES } from '../seed/seed-data';
import { seedDemoBindings } from './demo-bindings';
import { seedDemoAccessories } from './demo-accessories';
import { seedDemoOrders } from './demo-orders';
import { allocateLicences, mintLicences } from '../domain/licence/licence-service';
import { allocateLicenceBody, mintLicenceBody } from '@aed/shared/schemas/licence';

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
  // the connected model reports every 2 minutes here (its maker lets the interval be set), so the device the
  // simulator silences shows late after 3 minutes and not reporting after 4 (decision 0052), not after hours
  { brand: 'Mindray', modelName: 'BeneHeart C2', modelCode: 'C2', workingPrinciple: '2', selfTestDays: 1, heartbeatMinutes: 2, consumables: [{ kind: 'adultPads', ratedLifeMonths: 60 }, { kind: 'battery', ratedLifeMonths: 60 }], description: 'Connected variant: status reports over Wi-Fi or 4G, every 2 minutes' },
] as const;

/**
 * Writes the demo tree and users. Each demo user gets its own one-time password (changed at first login), answered
 * here to be printed once: no password is shared between accounts (decision 0027).
 */
export async function seedDemoData(): Promise<{ username: (typeof DEMO_USERS)[number]; password: string }[]> {
  const dept = (body: Record<string, unknown>) => addDept(SEEDER, addDeptBody.parse(body));
  const north = await dept({ parentId: SEED_DEPT.deptId, deptName: 'Demo Agent North', deptType: '0', deptCode: 'DEMO-N', leader: 'Claire Martin', equipmentQuota: 200, userQuota: 30, operationAccountCount: 10, viewAccountCount: 10, reportLanguage: 'en', reportTimeZone: 'Europe/Paris' });
  const south = await dept({ parentId: SEED_DEPT.deptId, deptName: 'Demo Agent South', deptType: '0', deptCode: 'DEMO-S', equipmentQuota: 100, userQuota: 20, operationAccountCount: 5, viewAccountCount: 5, reportLanguage: 'fr' });
  const clinic = await dept({ parentId: north.deptId, deptName: 'Demo City Clinic', deptType: '2', deptCode: 'DEMO-N-CLINIC', equipmentQuota: 20, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 });
  const sports = await dept({ parentId: north.deptId, deptName: 'Demo Sports Centre', deptType: '2', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 });
  const station = await dept({ parentId: south.deptId, deptName: 'Demo Railway Station', deptType: '2', equipmentQuota: 30, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2, reportLanguage: 'fr' });

  const logins: { username: (typeof DEMO_USERS)[number]; password: string }[] = [];
  const user = (body: { username: (typeof DEMO_USERS)[number] } & Record<string, unknown>) => {
    const password = generatePassword();
    logins.push({ username: body.username, password });
    return addUser(SEEDER, addUserBody.parse({ password, status: '0', userTypes: [], ...body }));
  };
  await user({ username: 'demo.admin', nickName: 'Demo administrator', deptId: north.deptId, roleIds: [roleId('orgAdmin')], email: 'demo.admin@example.com' });
  const handler = await user({ username: 'demo.handler', nickName: 'Demo work-order handler', deptId: clinic.deptId, roleIds: [roleId('operator')], userTypes: ['handler'] });
  await user({ username: 'demo.viewer', nickName: 'Demo read-only administrator', deptId: north.deptId, roleIds: [roleId('readonlyAdmin')] });

  const aed = await addProductType(SEEDER, addProductTypeBody.parse({ typeCode: 'AED', typeName: 'AED', description: 'Automated external defibrillator' }));
  const models = new Map<string, number>();
  for (const model of DEMO_MODELS) models.set(model.modelCode, (await addDeviceModel(SEEDER, addDeviceModelBody.parse({ ...model, typeId: aed.typeId }))).modelId);
  await seedDemoDevices(models, { north: north.deptId, south: south.deptId, clinic: clinic.deptId, sports: sports.deptId, station: station.deptId }, handler.userId);

  await seedDemoRegions(SEEDER);
  await seedDemoBindings(SEEDER, { northDeptId: north.deptId, clinicDeptId: clinic.deptId, handlerUserId: handler.userId });
  // licences (decision 0041): a year's batch minted at the root, sold on to Agent North and by it to the clinic, so the
  // Licence management screen has a chain to show; the other organizations draw on the root's opening batch
  const minted = await mintLicences(SEEDER, mintLicenceBody.parse({ amount: 100, lifetimeDays: 365, sellingUnit: 'device-year', buyingUnit: 'device-year' }));
  const northBatch = await allocateLicences(SEEDER, allocateLicenceBody.parse({ sourceBatchId: minted.batchId, deptId: north.deptId, amount: 60, sellingUnit: 'device-year', buyingUnit: 'device-year' }));
  await allocateLicences(SEEDER, allocateLicenceBody.parse({ sourceBatchId: northBatch.batchId, deptId: clinic.deptId, amount: 20, sellingUnit: 'device-year', buyingUnit: 'device-year' }));
  // accessories and consumables on the demo devices, then work orders in each state
  await seedDemoAccessories(DEMO_REPORTING_SERIALS);
  const handlerActor: Actor = { ...SEEDER, userId: handler.userId, username: 'demo.handler', deptId: clinic.deptId, deptPath: clinic.deptPath, sessionId: 'demo-seed', roles: ['operator'], permissions: [PERMISSIONS.workOrder.handle], scope: { all: false, subtrees: [], exact: [], selfUserId: handler.userId } };
  await seedDemoOrders(SEEDER, handlerActor);
  return logins;
}

type DemoOrg = 'north' | 'south' | 'clinic' | 'sports' | 'station';
type DemoModel = (typeof DEMO_MODELS)[number]['modelCode'];

/**
 * Makers' typical figures per model: biphasic adult / child energy range and the delivered energy expected (J),
 * factory battery voltage (V), charge time to full energy (s).
 */
const DEMO_FIGURES: Record<DemoModel, { adult: [number, number, number]; child: [number, number, number]; volts: number[]; charge: number }> = {
  '861304': { adult: [150, 150 * 0.85, 150 * 0.85 + 10], child: [50, 42.5, 47], volts: [9], charge: 8 },
  'AED-PLUS': { adult: [200, 120, 150], child: [85, 50, 70], volts: [12], charge: 10 },
  'AED-3': { adult: [200, 120, 150], child: [85, 50, 70], volts: [10.8], charge: 10 },
  CR2: { adult: [360, 200, 300], child: [90, 50, 70], volts: [12, 12], charge: 9 },
  '350P': { adult: [200, 150, 200 * 0.95], child: [50, 40, 48], volts: [18], charge: 8 },
  C2: { adult: [360, 200, 300], child: [100, 50, 70], volts: [12], charge: 8 },
};

/**
 * A small fleet: devices in stock at both agents, sold and leased devices at their customers (enabled within the
 * customers' quotas), one lease expired, each with monitoring items of the seeded presets. Written through the same
 * domain service as the API (every rule holds); a serial number already registered is skipped, so it is idempotent.
 * A device at a customer got there the way a user sells one: registered in stock at the customer's agent (with its
 * outbound date), then sold or leased to the customer through the sales module (a sale record with a notification
 * person and the demo handler, decision 0043), then enabled; the lease that ended ran out (the lease job expires it).
 * Its history shows each step, and a sold or leased device cannot be deleted.
 */
export const DEMO_DEVICES: { serial: string; name: string; model: DemoModel; org: DemoOrg; sale: '1' | '2' | '3' | '4'; enabled: boolean; items: string[] }[] = [
  { serial: 'DEMO-FRX-0001', name: 'FRx showroom unit', model: '861304', org: 'north', sale: '1', enabled: false, items: ['BATTERY_VOLTAGE', 'SELF_TEST_RESULT'] },
  { serial: 'DEMO-AEDPLUS-0002', name: 'AED Plus stock', model: 'AED-PLUS', org: 'north', sale: '1', enabled: false, items: ['BATTERY_VOLTAGE'] },
  { serial: 'DEMO-C2-0003', name: 'BeneHeart C2 stock', model: 'C2', org: 'north', sale: '1', enabled: false, items: ['BATTERY_VOLTAGE', 'CABINET_TEMPERATURE'] },
  { serial: 'DEMO-350P-0004', name: 'samaritan 350P stock', model: '350P', org: 'south', sale: '1', enabled: false, items: ['PAD_EXPIRY_DAYS'] },
  { serial: 'DEMO-AED3-0005', name: 'AED 3 stock', model: 'AED-3', org: 'south', sale: '1', enabled: false, items: ['BATTERY_VOLTAGE', 'SELF_TEST_RESULT'] },
  { serial: 'DEMO-CR2-0006', name: 'Clinic reception', model: 'CR2', org: 'clinic', sale: '2', enabled: true, items: ['BATTERY_VOLTAGE', 'SELF_TEST_RESULT', 'PAD_EXPIRY_DAYS', 'DISPLACEMENT_METRES'] },
  { serial: 'DEMO-AED3-0007', name: 'Clinic first floor', model: 'AED-3', org: 'clinic', sale: '3', enabled: true, items: ['BATTERY_VOLTAGE', 'SELF_TEST_RESULT', 'CONSUMABLE_EXPIRY_DAYS'] },
  { serial: 'DEMO-FRX-0008', name: 'Clinic ambulance bay', model: '861304', org: 'clinic', sale: '2', enabled: true, items: ['BATTERY_EXPIRY_DAYS', 'PAD_EXPIRY_DAYS'] },
  { serial: 'DEMO-350P-0009', name: 'Sports hall entrance', model: '350P', org: 'sports', sale: '2', enabled: true, items: ['PAD_EXPIRY_DAYS', 'CABINET_TEMPERATURE'] },
  { serial: 'DEMO-C2-0010', name: 'Swimming pool', model: 'C2', org: 'sports', sale: '3', enabled: false, items: ['BATTERY_VOLTAGE', 'CABINET_TEMPERATURE'] },
  // the simulator's silent device (the last reporting one): a connected model, whose heartbeat marks it not reporting
  { serial: 'DEMO-C2-0011', name: 'Platform 1', model: 'C2', org: 'station', sale: '3', enabled: true, items: ['BATTERY_VOLTAGE', 'DISPLACEMENT_METRES', 'CABINET_TEMPERATURE'] },
  { serial: 'DEMO-CR2-0012', name: 'Ticket hall (lease ended)', model: 'CR2', org: 'station', sale: '4', enabled: false, items: ['BATTERY_VOLTAGE'] },
];

/**
 * The demo devices that report telemetry (`npm run simulate`, local/simulate.ts): those enabled at their customers.
 * Each carries reserved presets (seed/monitor-item.seed.ts) whose codes the simulator publishes; the ingest drops a
 * disabled device's messages (decision 0047), so the stock and the disabled ones stay silent.
 */
export const DEMO_REPORTING_SERIALS: readonly string[] = DEMO_DEVICES.filter((d) => d.enabled).map((d) => d.serial);

/** The agent each customer buys from (its parent in the demo tree): where its devices are stock before the sale. */
const AGENT_OF: Record<DemoOrg, DemoOrg> = { north: 'north', south: 'south', clinic: 'north', sports: 'north', station: 'south' };

export async function seedDemoDevices(models: Map<string, number>, orgs: Record<DemoOrg, number>, handlerUserId: number): Promise<void> {
  const presets = new Map((await listAllMonitorItems()).map((i) => [i.itemCode, i.itemId]));
  for (const [i, d] of DEMO_DEVICES.entries()) {
    const modelId = models.get(d.model);
    if (!modelId || (await findDeviceBySerialNumber(d.serial))) continue;
    const f = DEMO_FIGURES[d.model];
    const shock = ([upper, lower, expected]: [number, number, number]) => ({ upper, lower: Math.round(lower * 10) / 10, expected: Math.round(expected * 10) / 10, deviation: 15 });
    const month = String((i % 9) + 1).padStart(2, '0');
    const fields = {
      equipmentCode: `AED-${String(i + 1).padStart(4, '0')}`,
      equipmentName: d.name,
      serialNumber: d.serial,
      iotCode: ['CR2', 'AED-3', 'C2'].includes(d.model) ? `IOT-${d.serial}` : '',
      modelId,
      status: '1',
      productionDate: `2024-${month}-01`,
      purchaseDate: `2024-${month}-15`,
      warrantyDate: `2029-${month}-01`,
      reservedInstallDate: `2025-${month}-10`,
      adultShock: shock(f.adult),
      childShock: shock(f.child),
      batteryVoltages: f.volts,
      chargeTimeSeconds: f.charge,
      monitorItemIds: d.items.map((code) => presets.get(code)).filter((id): id is number => id !== undefined),
    };
    // registered in stock at the agent, out of the warehouse
    const { deviceId } = await addDevice(SEEDER, addDeviceBody.parse({ ...fields, deptId: orgs[AGENT_OF[d.org]], saleStatus: SALE_STATUS.stock, outboundDate: `2025-${month}-01` }));
    if (d.sale === SALE_STATUS.stock) continue;
    // sold or leased to the customer; the lease that ended ran until the end of 2025
    const lease = d.sale !== SALE_STATUS.sold;
    await createSale(
      SEEDER,
      createSaleBody.parse({
        deviceId,
        buyerDeptId: orgs[d.org],
        sellType: lease ? SELL_TYPE.rent : SELL_TYPE.buyout,
        startDate: `2025-${month}-05`,
        endDate: lease ? (d.sale === SALE_STATUS.leaseExpired ? '2025-12-31' : '2028-12-31') : '',
        notifyPersons: [{ name: 'Site contact', phone: '+33 1 23 45 67 89', email: 'site.contact@example.com' }],
        handlerIds: [handlerUserId],
        address: '1 Demo Street',
        locationDesc: d.name,
        reservedInstallDate: fields.reservedInstallDate,
        actualInstallTime: fields.reservedInstallDate,
        warrantyDate: fields.warrantyDate,
        // the reporting devices start normal (their maintenance not yet due), so what the simulator does is what
        // changes their running status; the others keep the model's cadence from their 2025 installation (overdue)
        ...(d.enabled ? { nextMaintenanceDate: addMonths(todayUtc(), 3) } : {}),
      }),
    );
    if (d.enabled) await changeDeviceStatus(SEEDER, changeDeviceStatusBody.parse({ deviceIds: [deviceId], status: '0' }));
  }
  // the lease that ended: expired as the nightly lease job would
  await expireLeases();
}
