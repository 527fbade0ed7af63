import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText, type CursorPage } from '../api/envelope';

/**
 * Devices (product basic information, device-lifecycle spec sections 3, 4, 5; docs/decisions/0013, 0018).
 * Enabled status: 0 enabled, 1 disabled.
 */
export const DEVICE_STATUSES = ['0', '1'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEVICE_ENABLED: DeviceStatus = '0';
export const DEVICE_DISABLED: DeviceStatus = '1';
/** Sale status: 1 for sale / in stock, 2 sold (buyout), 3 in lease, 4 lease expired. */
export const SALE_STATUSES = ['1', '2', '3', '4'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS = { stock: '1', sold: '2', inLease: '3', leaseExpired: '4' } as const satisfies Record<string, SaleStatus>;
/** Sold (2) or in lease (3): the device is in a customer's hands. Such a device is never deleted (decision 0018). */
export const SOLD_OR_LEASED_SALE_STATUSES: readonly SaleStatus[] = [SALE_STATUS.sold, SALE_STATUS.inLease];
/** Enabling needs the device sold or leased (and at a customer organization, deptType '2'). */
export const ENABLEABLE_SALE_STATUSES: readonly SaleStatus[] = SOLD_OR_LEASED_SALE_STATUSES;
/** Organization type of a customer (terminal client): only devices there may be enabled. */
export const CUSTOMER_DEPT_TYPE = '2';

/** Spec section 9: shock pass range 1.0 to 600.0 joules; deviation in percent. */
export const SHOCK_JOULES = { min: 1, max: 600 } as const;
export const DEVIATION_PERCENT = { min: 0, max: 100 } as const;
/** Factory battery voltage(s): the first is required, at most this many. */
export const MAX_BATTERY_VOLTAGES = 4;
export const BATTERY_VOLTS = { min: 0.1, max: 1000 } as const;
export const CHARGE_SECONDS = { min: 0.1, max: 600 } as const;
/**
 * Monitoring items per device. Each one is two items of the device's transaction (preset check, usage counter), and a
 * transaction holds at most 100 items.
 */
export const MAX_DEVICE_MONITOR_ITEMS = 20;
/** Devices per bulk enable / disable: one all-or-nothing transaction. */
export const MAX_DEVICES_PER_BULK = 10;
/**
 * Devices per delete: one all-or-nothing transaction of at most 8 items per device (record, markers, movement line,
 * checks of sales records, installed accessories and bindings) plus the counters they share (functions
 * data/access/devices.ts), within DynamoDB's 100 items.
 */
export const MAX_DEVICES_PER_DELETE = 8;

/** Spec section 5: half-width letters, digits, hyphen, underscore, parentheses only. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9_()-]+$/;
/** Product (device) code and IoT code: letters, digits and . _ - ( ) / : */
export const DEVICE_CODE_PATTERN = /^[A-Za-z0-9._()/:-]+$/;
export const DEVICE_TEXT_MAX = { code: 64, name: 100, remark: 500 } as const;

export const shockRangeRecord = z.object({
  /** Upper limit (J). */
  upper: z.number(),
  /** Lower limit (J). */
  lower: z.number(),
  /** Expected energy (J), between the limits. */
  expected: z.number(),
  /** Allowed deviation of the delivered energy, percent. */
  deviation: z.number(),
});
export type ShockRange = z.infer<typeof shockRangeRecord>;

/** A device as the API returns it; type, brand, manufacturer, organization and agent names resolved when read. */
export const deviceRecord = z.object({
  deviceId: z.number(),
  equipmentCode: z.string(),
  equipmentName: z.string(),
  serialNumber: z.string(),
  iotCode: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  modelCode: z.string(),
  /** The model's brand; the catalogue names the maker by its brand, so it is also the manufacturer. */
  brand: z.string(),
  manufacturer: z.string(),
  workingPrinciple: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  deptType: z.string(),
  /** The agent (nearest agent organization at or above the device's organization; 0 / '' when none). */
  agentId: z.number(),
  agentName: z.string(),
  status: z.enum(DEVICE_STATUSES),
  saleStatus: z.enum(SALE_STATUSES),
  purchaseDate: z.string(),
  productionDate: z.string(),
  outboundDate: z.string(),
  warrantyDate: z.string(),
  reservedInstallDate: z.string(),
  /** Set by the sales module (buyout); '' until then. */
  buyoutTime: z.string(),
  adultShock: shockRangeRecord,
  childShock: shockRangeRecord,
  batteryVoltages: z.array(z.number()),
  chargeTimeSeconds: z.number().nullable(),
  monitorItemIds: z.array(z.number()),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type DeviceRecord = z.infer<typeof deviceRecord>;

// ---- requests ----------------------------------------------------------------------------------------------------

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
const isoDate = (required: string) => z.iso.date(required);
const optionalDate = z.union([z.literal(''), z.iso.date('common.validation')]).optional().default('');

/** A number given as a number or a numeric text ("3,5" with a decimal comma too); '' / null = not given. */
const numberInput = z
  .union([z.number(), z.string().max(20), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : /^-?\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : Number.NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'device.numberFormat' });
      return z.NEVER;
    }
    return n;
  });

const shockInput = z.object({ upper: numberInput, lower: numberInput, expected: numberInput, deviation: numberInput });
export type ShockInput = z.input<typeof shockInput>;

type ShockGroup = 'adult' | 'child';
/** The rules of spec section 5 on one group of shock values: complete, 1.0-600.0 J, upper > lower, expected between. */
export function shockProblems(group: ShockGroup, v: { upper: number | null; lower: number | null; expected: number | null; deviation: number | null }) {
  const problems: { path: (keyof ShockRange)[]; code: string }[] = [];
  const fields = ['upper', 'lower', 'expected', 'deviation'] as const;
  const missing = fields.filter((f) => v[f] === null);
  if (missing.length) return [{ path: missing, code: `device.${group}ShockIncomplete` }];
  const joules = (['upper', 'lower', 'expected'] as const).filter((f) => v[f]! < SHOCK_JOULES.min || v[f]! > SHOCK_JOULES.max);
  if (joules.length) problems.push({ path: joules, code: `device.${group}ShockRange` });
  if (v.deviation! < DEVIATION_PERCENT.min || v.deviation! > DEVIATION_PERCENT.max) problems.push({ path: ['deviation'], code: `device.${group}DeviationRange` });
  if (problems.length) return problems;
  if (!(v.upper! > v.lower!)) return [{ path: ['upper'] as (keyof ShockRange)[], code: `device.${group}ShockOrder` }];
  if (v.expected! < v.lower! || v.expected! > v.upper!) return [{ path: ['expected'] as (keyof ShockRange)[], code: `device.${group}ShockExpected` }];
  return [];
}

const text = (max: number) => z.string().trim().max(max, 'device.textTooLong');

/** The editable fields of a device (add, update, import rows). */
const deviceFieldShape = {
  equipmentCode: z
    .string({ error: 'device.codeRequired' })
    .trim()
    .min(1, 'device.codeRequired')
    .max(DEVICE_TEXT_MAX.code, 'device.textTooLong')
    .regex(DEVICE_CODE_PATTERN, 'device.codeFormat'),
  equipmentName: z.string({ error: 'device.nameRequired' }).trim().min(1, 'device.nameRequired').max(DEVICE_TEXT_MAX.name, 'device.textTooLong'),
  serialNumber: z
    .string({ error: 'device.serialRequired' })
    .trim()
    .min(1, 'device.serialRequired')
    .max(DEVICE_TEXT_MAX.code, 'device.textTooLong')
    .regex(SERIAL_NUMBER_PATTERN, 'device.serialFormat'),
  iotCode: z.union([z.literal(''), text(DEVICE_TEXT_MAX.code).regex(DEVICE_CODE_PATTERN, 'device.iotCodeFormat')]).optional().default(''),
  modelId: z.coerce.number({ error: 'device.modelRequired' }).int().positive('device.modelRequired'),
  deptId: z.coerce.number({ error: 'device.deptRequired' }).int().positive('device.deptRequired'),
  status: z.enum(DEVICE_STATUSES).default(DEVICE_DISABLED),
  saleStatus: z.enum(SALE_STATUSES).default(SALE_STATUS.stock),
  purchaseDate: optionalDate,
  productionDate: isoDate('device.productionDateRequired'),
  outboundDate: optionalDate,
  warrantyDate: isoDate('device.warrantyDateRequired'),
  reservedInstallDate: isoDate('device.reservedInstallDateRequired'),
  adultShock: shockInput.prefault({}),
  childShock: shockInput.prefault({}),
  batteryVoltages: z.array(numberInput).max(MAX_BATTERY_VOLTAGES, 'common.validation').default([]),
  chargeTimeSeconds: numberInput,
  monitorItemIds: z
    .array(z.coerce.number().int().positive())
    .max(MAX_DEVICE_MONITOR_ITEMS, 'device.tooManyMonitorItems')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  remark: text(DEVICE_TEXT_MAX.remark).optional().default(''),
};

type RawDevice = {
  [K in keyof typeof deviceFieldShape]: z.output<(typeof deviceFieldShape)[K]>;
};

/**
 * The cross-field rules of spec section 5, as zod issues on the offending field (the form shows them there, the
 * server answers them as `fields`): required dates, date order, outbound date before a sale, shock groups, first
 * battery voltage, charge time range.
 */
function checkDevice(v: RawDevice, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.purchaseDate && v.purchaseDate < v.productionDate) issue(['purchaseDate'], 'device.purchaseBeforeProduction');
  if (v.outboundDate && v.purchaseDate && v.outboundDate < v.purchaseDate) issue(['outboundDate'], 'device.outboundBeforePurchase');
  if (v.outboundDate && !v.purchaseDate && v.outboundDate < v.productionDate) issue(['outboundDate'], 'device.outboundBeforeProduction');
  if (v.warrantyDate < v.productionDate) issue(['warrantyDate'], 'device.warrantyBeforeProduction');
  if (v.saleStatus !== SALE_STATUS.stock && !v.outboundDate) issue(['outboundDate'], 'device.outboundRequired');
  for (const group of ['adult', 'child'] as const) {
    const values = v[`${group}Shock`] as RawDevice['adultShock'] | null | undefined;
    // A group that failed its own parse is already reported.
    if (!values || typeof values !== 'object') continue;
    for (const p of shockProblems(group, values)) for (const f of p.path) issue([`${group}Shock`, f], p.code);
  }
  if (!Array.isArray(v.batteryVoltages)) return;
  if (v.batteryVoltages[0] === null || v.batteryVoltages[0] === undefined) issue(['batteryVoltages', 0], 'device.batteryVoltageRequired');
  v.batteryVoltages.forEach((volts, i) => {
    if (volts !== null && (volts < BATTERY_VOLTS.min || volts > BATTERY_VOLTS.max)) issue(['batteryVoltages', i], 'device.batteryVoltageRange');
  });
  if (v.chargeTimeSeconds !== null && (v.chargeTimeSeconds < CHARGE_SECONDS.min || v.chargeTimeSeconds > CHARGE_SECONDS.max)) {
    issue(['chargeTimeSeconds'], 'device.chargeTimeRange');
  }
}

/** Checked fields with the shock groups complete and the voltages compacted (empty later slots dropped). */
function normalized(v: RawDevice) {
  const shock = (s: RawDevice['adultShock']): ShockRange => ({ upper: s.upper!, lower: s.lower!, expected: s.expected!, deviation: s.deviation! });
  return {
    ...v,
    adultShock: shock(v.adultShock),
    childShock: shock(v.childShock),
    batteryVoltages: v.batteryVoltages.filter((x): x is number => x !== null),
  };
}

/** The device fields alone, checked and normalized (imports validate rows with it). */
export const deviceFields = z.object(deviceFieldShape).superRefine(checkDevice).transform(normalized);
export type DeviceFields = z.output<typeof deviceFields>;
/** What the form edits (before parsing). */
export type DeviceFieldsInput = z.input<typeof deviceFields>;

export const addDeviceBody = deviceFields;
export type AddDeviceBody = DeviceFields;
export const updateDeviceBody = z
  .object({ deviceId: z.coerce.number().int().positive(), ...deviceFieldShape })
  .superRefine((v, ctx) => checkDevice(v, ctx))
  .transform((v) => ({ ...normalized(v), deviceId: v.deviceId }));
export type UpdateDeviceBody = z.output<typeof updateDeviceBody>;

/**
 * Search of the device list: organization picked in the tree (and below), type, model, statuses, and a keyword over
 * product code, name, serial number, IoT code and brand (5 columns, spec section 9).
 */
export const deviceSearch = z.object({
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  typeId: emptyToUndefined(z.coerce.number().int().positive()),
  modelId: emptyToUndefined(z.coerce.number().int().positive()),
  saleStatus: emptyToUndefined(z.enum(SALE_STATUSES)),
  status: emptyToUndefined(z.enum(DEVICE_STATUSES)),
  keyword: optionalText(64),
});
export type DeviceSearch = z.infer<typeof deviceSearch>;

/** Devices are paged by cursor (organization path order): `cursor` is the `next` of the previous page. */
export const devicePageQuery = deviceSearch.extend(cursorPageFields);
export type DevicePageQuery = z.infer<typeof devicePageQuery>;

/**
 * A device list page. `total` is exact (from the tallies) without a keyword; with a keyword it is null: the list
 * says "n+" until the last page (docs/decisions/0013).
 */
export type DevicePage = CursorPage<DeviceRecord>;

export const deviceInfoQuery = z.object({ deviceId: z.coerce.number().int().positive() });
export const deleteDeviceQuery = idListQuery.refine((q) => q.ids.length <= MAX_DEVICES_PER_DELETE, 'device.tooManyToDelete');
/** Enable (0) or disable (1) devices, all or nothing. */
export const changeDeviceStatusBody = z.object({
  deviceIds: z
    .array(z.coerce.number().int().positive())
    .min(1, 'common.validation')
    .max(MAX_DEVICES_PER_BULK, 'device.tooManyAtOnce')
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(DEVICE_STATUSES),
});
export type ChangeDeviceStatusBody = z.infer<typeof changeDeviceStatusBody>;

/** A monitoring item of a device, as the details show it. */
export const deviceMonitorItem = z.object({ itemId: z.number(), itemCode: z.string(), itemName: z.string(), itemType: z.string(), status: z.string() });
export type DeviceMonitorItem = z.infer<typeof deviceMonitorItem>;
/** A device as its details and edit form load it: the record with its monitoring items. */
export const deviceDetails = deviceRecord.extend({ monitorItems: z.array(deviceMonitorItem) });
export type DeviceDetails = z.infer<typeof deviceDetails>;

// ---- stock movements (history) -----------------------------------------------------------------------------------

/**
 * What changed a device's (organization, model, sale status): created, deleted, moved to another organization,
 * sale status changed, model changed. A transfer is two lines (out of the old organization, into the new one).
 */
export const MOVEMENT_KINDS = ['create', 'delete', 'transfer', 'saleStatus', 'model'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** Which side of the organization's stock the line is: in, out, or a change in place. */
export const MOVEMENT_SIDES = ['in', 'out', 'change'] as const;
export type MovementSide = (typeof MOVEMENT_SIDES)[number];

export const stockMovementRecord = z.object({
  movementId: z.string(),
  /** Lines of one change share it (the out and in lines of a transfer). */
  groupId: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  side: z.enum(MOVEMENT_SIDES),
  deviceId: z.number(),
  serialNumber: z.string(),
  equipmentCode: z.string(),
  deptId: z.number(),
  modelId: z.number(),
  typeId: z.number(),
  fromDeptId: z.number(),
  toDeptId: z.number(),
  fromSaleStatus: z.string(),
  toSaleStatus: z.string(),
  fromModelId: z.number(),
  toModelId: z.number(),
  operator: z.string(),
  time: z.string(),
  remark: z.string(),
});
export type StockMovementRecord = z.infer<typeof stockMovementRecord>;
/** A history line as the details tabs show it, with organization and model names resolved. */
export const deviceHistoryRow = stockMovementRecord.extend({ fromDeptName: z.string(), toDeptName: z.string(), fromModelName: z.string(), toModelName: z.string() });
export type DeviceHistoryRow = z.infer<typeof deviceHistoryRow>;
export const deviceHistoryQuery = deviceInfoQuery;

// ---- import ------------------------------------------------------------------------------------------------------

/** Columns of the import template, in order (headers matched in any of the four languages). */
/**
 * One xlsx column per factory battery voltage (export and import template alike), so an exported file imports back
 * with every voltage (decision 0023).
 */
export const BATTERY_VOLTAGE_COLUMNS = ['batteryVoltage1', 'batteryVoltage2', 'batteryVoltage3', 'batteryVoltage4'] as const satisfies { length: typeof MAX_BATTERY_VOLTAGES };

export const DEVICE_IMPORT_COLUMNS = [
  'equipmentCode',
  'equipmentName',
  'serialNumber',
  'iotCode',
  'brand',
  'modelName',
  'workingPrinciple',
  'deptName',
  'saleStatus',
  'status',
  'productionDate',
  'purchaseDate',
  'outboundDate',
  'warrantyDate',
  'reservedInstallDate',
  'adultUpper',
  'adultLower',
  'adultExpected',
  'adultDeviation',
  'childUpper',
  'childLower',
  'childExpected',
  'childDeviation',
  ...BATTERY_VOLTAGE_COLUMNS,
  'chargeTimeSeconds',
  'monitorItems',
  'remark',
] as const;
export type DeviceImportColumn = (typeof DEVICE_IMPORT_COLUMNS)[number];
