import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText, type CursorPage } from '../api/envelope';
import { CONSUMABLE_KINDS, modelConsumable, type ConsumableKind } from './device-model';

/**
 * Accessory records and consumable records (device-lifecycle spec sections 2, 3, 5, 8; docs/decisions/0020).
 * A record is an accessory (cabinet, bracket, ...) or a consumable (pads, battery, ...: the kinds a device model
 * takes, decision 0014). It belongs to an organization and may be installed on one device of that organization's
 * subtree.
 */
export const ACCESSORY_CATEGORIES = ['accessory', 'consumable'] as const;
export type AccessoryCategory = (typeof ACCESSORY_CATEGORIES)[number];
/** Kinds of accessories (no rated life: a model lists consumable kinds only). */
export const ACCESSORY_KINDS = ['cabinet', 'bracket', 'wallSign', 'pediatricKey', 'rescueKit', 'other'] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];
export const KINDS_OF_CATEGORY: Readonly<Record<AccessoryCategory, readonly string[]>> = {
  accessory: ACCESSORY_KINDS,
  consumable: CONSUMABLE_KINDS,
};
/** Every kind of either category (the entity's enum). */
export const ALL_ITEM_KINDS = [...new Set([...ACCESSORY_KINDS, ...CONSUMABLE_KINDS])] as readonly (AccessoryKind | ConsumableKind)[];
export type ItemKind = (typeof ALL_ITEM_KINDS)[number];

/**
 * Where a record is in its life: in stock (on no device), installed on a device, or replaced (taken off a device by
 * a replacement: kept as the device's history).
 */
export const ACCESSORY_STATUSES = ['stock', 'installed', 'replaced'] as const;
export type AccessoryStatus = (typeof ACCESSORY_STATUSES)[number];
/** Computed when read from the expiry date, today (UTC) and the `consumable.warnDays` parameter. */
export const EXPIRY_STATES = ['normal', 'expiring', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** The parameter holding the days before expiry a record counts as expiring (decision 0013), and its default. */
export const CONSUMABLE_WARN_DAYS_KEY = 'consumable.warnDays';
export const DEFAULT_WARN_DAYS = 30;
export const WARN_DAYS = { min: 0, max: 365 } as const;

export const ACCESSORY_TEXT_MAX = { code: 64, name: 100, text: 100, remark: 500 } as const;
/** Effective days: validity from the start date (1 day to 100 years). */
export const EFFECTIVE_DAYS = { min: 1, max: 36_500 } as const;
/** Records per bulk delete: one all-or-nothing transaction of at most 5 items each. */
export const MAX_ACCESSORIES_PER_DELETE = 20;
/** Rows of one device's list (installed items and the replaced history), one Query. */
export const MAX_ACCESSORIES_PER_DEVICE = 200;

// ---- dates (YYYY-MM-DD, UTC) ---------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
/** `date` plus `months` calendar months, the day clamped to the month's end (2024-01-31 + 1 month = 2024-02-29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * The expiry state of a record: expired once the expiry date has passed (the expiry day itself is the last valid
 * day), expiring when it falls within `warnDays` from today, else normal. No expiry date (an accessory that does
 * not expire) is normal.
 */
export function expiryStateOf(expiryDate: string, today: string, warnDays: number): ExpiryState {
  if (!expiryDate) return 'normal';
  if (expiryDate < today) return 'expired';
  return expiryDate <= addDays(today, warnDays) ? 'expiring' : 'normal';
}

/** The latest expiry a consumable of rated life `months` may get from `startDate` ("maximum validity"). */
export const maxExpiryOf = (startDate: string, months: number) => addMonths(startDate, months);

// ---- record ------------------------------------------------------------------------------------------------------

/** The device a record is (or was) on, as lists show it. */
export const accessoryDevice = z.object({
  deviceId: z.number(),
  serialNumber: z.string(),
  equipmentCode: z.string(),
  equipmentName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  brand: z.string(),
});
export type AccessoryDevice = z.infer<typeof accessoryDevice>;

export const accessoryRecord = z.object({
  accessoryId: z.number(),
  category: z.enum(ACCESSORY_CATEGORIES),
  kind: z.enum(ALL_ITEM_KINDS as unknown as [ItemKind, ...ItemKind[]]),
  /** The part's own code (serial, asset or lot code). */
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The part's model (e.g. "M5071A"), not the device model. */
  model: z.string(),
  supplier: z.string(),
  /** Equipment owner. */
  owner: z.string(),
  dealer: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  /** The device it is installed on (or was, when replaced); 0 = in stock. */
  deviceId: z.number(),
  device: accessoryDevice.nullable(),
  status: z.enum(ACCESSORY_STATUSES),
  /** Installed or manufactured: validity counts from it. */
  startDate: z.string(),
  /** Last valid day; '' = does not expire (accessories only). */
  expiryDate: z.string(),
  /** Days from the start date to the expiry date; null without expiry. */
  effectiveDays: z.number().nullable(),
  /** Computed when read. */
  state: z.enum(EXPIRY_STATES),
  /** Days from today to the expiry date (negative once expired); null without expiry. */
  daysLeft: z.number().nullable(),
  /** For a consumable on a device: start date + the rated life of its kind on the device's model; else null. */
  maxExpiryDate: z.string().nullable(),
  installDate: z.string(),
  /** Taken off a device (removed back to stock, or replaced) on this day; ''. */
  removeDate: z.string(),
  /** The record that replaced this one / that this one replaced; 0 = none. */
  replacedById: z.number(),
  replacesId: z.number(),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type AccessoryRecord = z.infer<typeof accessoryRecord>;

// ---- requests ----------------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max, 'accessory.textTooLong');
const optionalDate = z.union([z.literal(''), z.iso.date('common.validation')]).optional().default('');
/** A whole number given as a number or a numeric text; '' / null = not given. */
const optionalDays = z
  .union([z.number(), z.string().trim().max(10), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < EFFECTIVE_DAYS.min || n > EFFECTIVE_DAYS.max) {
      ctx.addIssue({ code: 'custom', message: 'accessory.effectiveDaysRange' });
      return z.NEVER;
    }
    return n;
  });

/** What a record describes (add, update, the new record of a replacement, import rows). */
const itemShape = {
  category: z.enum(ACCESSORY_CATEGORIES, { error: 'accessory.categoryRequired' }),
  kind: z.string({ error: 'accessory.kindRequired' }).trim().min(1, 'accessory.kindRequired').max(20, 'accessory.kindInvalid'),
  code: z.string({ error: 'accessory.codeRequired' }).trim().min(1, 'accessory.codeRequired').max(ACCESSORY_TEXT_MAX.code, 'accessory.textTooLong'),
  name: z.string({ error: 'accessory.nameRequired' }).trim().min(1, 'accessory.nameRequired').max(ACCESSORY_TEXT_MAX.name, 'accessory.textTooLong'),
  brand: text(ACCESSORY_TEXT_MAX.text).optional().default(''),
  model: text(ACCESSORY_TEXT_MAX.text).optional().default(''),
  supplier: text(ACCESSORY_TEXT_MAX.text).optional().default(''),
  owner: text(ACCESSORY_TEXT_MAX.text).optional().default(''),
  dealer: text(ACCESSORY_TEXT_MAX.text).optional().default(''),
  startDate: z.iso.date('accessory.startDateRequired'),
  expiryDate: optionalDate,
  effectiveDays: optionalDays,
  remark: text(ACCESSORY_TEXT_MAX.remark).optional().default(''),
};
type RawItem = { [K in keyof typeof itemShape]: z.output<(typeof itemShape)[K]> };

/**
 * The rules of one record, as issues on the offending field: the kind belongs to the category; a consumable has an
 * expiry (its date, or effective days from the start date); both given must agree; the expiry is after the start.
 */
function checkItem(v: RawItem, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.category && v.kind && !KINDS_OF_CATEGORY[v.category].includes(v.kind)) issue('kind', 'accessory.kindInvalid');
  if (typeof v.startDate !== 'string') return;
  const hasDate = !!v.expiryDate;
  const hasDays = v.effectiveDays !== null && v.effectiveDays !== undefined;
  if (!hasDate && !hasDays) {
    if (v.category === 'consumable') issue('expiryDate', 'accessory.expiryRequired');
    return;
  }
  if (hasDate && v.expiryDate <= v.startDate) return issue('expiryDate', 'accessory.expiryBeforeStart');
  if (hasDate && hasDays && daysBetween(v.startDate, v.expiryDate) !== v.effectiveDays) issue('effectiveDays', 'accessory.effectiveDaysMismatch');
}

/** Expiry date and effective days made consistent (one given, the other computed). */
function completeItem<T extends RawItem>(v: T) {
  const expiryDate = v.expiryDate || (v.effectiveDays ? addDays(v.startDate, v.effectiveDays) : '');
  return { ...v, kind: v.kind as ItemKind, expiryDate, effectiveDays: expiryDate ? daysBetween(v.startDate, expiryDate) : null };
}

/** One record's own fields, checked and completed (the new record of a replacement, import rows). */
export const accessoryItemFields = z.object(itemShape).superRefine(checkItem).transform(completeItem);
export type AccessoryItemFields = z.output<typeof accessoryItemFields>;
export type AccessoryItemInput = z.input<typeof accessoryItemFields>;

const positiveId = (code: string) => z.coerce.number({ error: code }).int(code).positive(code);
/** 0, '' or absent: not installed. */
const optionalDeviceId = z
  .union([z.coerce.number().int().min(0), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === undefined ? 0 : v));

export const addAccessoryBody = z
  .object({ ...itemShape, deptId: positiveId('accessory.deptRequired'), deviceId: optionalDeviceId })
  .superRefine(checkItem)
  .transform(completeItem);
export type AddAccessoryBody = z.output<typeof addAccessoryBody>;
export type AddAccessoryInput = z.input<typeof addAccessoryBody>;

/** A modification; the device changes only through install / remove / replace. */
export const updateAccessoryBody = z
  .object({ ...itemShape, accessoryId: positiveId('common.validation'), deptId: positiveId('accessory.deptRequired') })
  .superRefine(checkItem)
  .transform(completeItem);
export type UpdateAccessoryBody = z.output<typeof updateAccessoryBody>;
export type UpdateAccessoryInput = z.input<typeof updateAccessoryBody>;

/** The day an action happened (default today). */
const actionDate = z.union([z.literal(''), z.iso.date('common.validation')]).optional().default('');

export const installAccessoryBody = z.object({
  accessoryId: positiveId('common.validation'),
  deviceId: positiveId('accessory.deviceRequired'),
  installDate: actionDate,
});
export type InstallAccessoryBody = z.output<typeof installAccessoryBody>;
export type InstallAccessoryInput = z.input<typeof installAccessoryBody>;

export const removeAccessoryBody = z.object({ accessoryId: positiveId('common.validation'), removeDate: actionDate });
export type RemoveAccessoryBody = z.output<typeof removeAccessoryBody>;
export type RemoveAccessoryInput = z.input<typeof removeAccessoryBody>;

/**
 * Replace an installed record: by a record in stock (`replacementId`) or by a new one (`replacement`: its fields,
 * created in the same transaction under the old record's organization). The old one becomes `replaced`.
 */
export const replaceAccessoryBody = z
  .object({
    accessoryId: positiveId('common.validation'),
    replaceDate: actionDate,
    replacementId: z.coerce.number().int().positive().optional(),
    replacement: accessoryItemFields.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.replacementId === undefined) === (v.replacement === undefined)) ctx.addIssue({ code: 'custom', path: ['replacementId'], message: 'accessory.replacementRequired' });
  });
export type ReplaceAccessoryBody = z.output<typeof replaceAccessoryBody>;
export type ReplaceAccessoryInput = z.input<typeof replaceAccessoryBody>;

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/**
 * Search of the list: organization picked in the tree (and below), category, kind, expiry state, life status, the
 * device it is on, and a keyword over code, name, brand, model and supplier (5 columns, spec section 9).
 */
export const accessorySearch = z.object({
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  category: emptyToUndefined(z.enum(ACCESSORY_CATEGORIES)),
  kind: emptyToUndefined(z.enum(ALL_ITEM_KINDS as unknown as [ItemKind, ...ItemKind[]])),
  state: emptyToUndefined(z.enum(EXPIRY_STATES)),
  status: emptyToUndefined(z.enum(ACCESSORY_STATUSES)),
  deviceId: emptyToUndefined(z.coerce.number().int().positive()),
  keyword: optionalText(64),
});
export type AccessorySearch = z.infer<typeof accessorySearch>;

/** Paged by cursor (organization path order): `cursor` is the `next` of the previous page. */
export const accessoryPageQuery = accessorySearch.extend(cursorPageFields);
export type AccessoryPageQuery = z.infer<typeof accessoryPageQuery>;

/**
 * A page. `total` (Select COUNT over the same Queries) is answered with the first page only (no cursor); later pages
 * answer null and the screen keeps the first page's.
 */
/** The total comes with the first page, a capped count (docs/decisions/0030). */
export type AccessoryPage = CursorPage<AccessoryRecord>;

export const accessoryInfoQuery = z.object({ accessoryId: z.coerce.number().int().positive() });
export const deleteAccessoryQuery = idListQuery.refine((q) => q.ids.length <= MAX_ACCESSORIES_PER_DELETE, 'accessory.tooManyAtOnce');

/** Items on one device: installed ones (soonest expiry first), and with `history` the ones replaced there. */
export const deviceAccessoriesQuery = z.object({
  deviceId: z.coerce.number().int().positive(),
  history: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type DeviceAccessoriesQuery = z.output<typeof deviceAccessoriesQuery>;

/** The rated life a device's model gives each consumable kind. */
const ratedLives = z.array(modelConsumable);

/** What a device's tab shows: the device, the rated life its model gives each consumable kind, and the rows. */
export const deviceAccessories = z.object({
  device: accessoryDevice,
  consumables: ratedLives,
  warnDays: z.number(),
  installed: z.array(accessoryRecord),
  replaced: z.array(accessoryRecord),
});
export type DeviceAccessories = z.infer<typeof deviceAccessories>;

/** Devices a record of organization `deptId` may be installed on (that organization and below, in the caller's scope). */
export const accessoryDeviceOptionsQuery = z.object({
  deptId: z.coerce.number().int().positive(),
  keyword: optionalText(64),
});
export type AccessoryDeviceOptionsQuery = z.infer<typeof accessoryDeviceOptionsQuery>;
export const MAX_DEVICE_OPTIONS = 20;

export const accessoryDeviceOption = accessoryDevice.extend({
  deptId: z.number(),
  deptName: z.string(),
  /** The consumable kinds the device's model takes, with their rated life. */
  consumables: ratedLives,
});
export type AccessoryDeviceOption = z.infer<typeof accessoryDeviceOption>;

/** The answer of a replacement: the old record (now `replaced`) and the one installed in its place. */
export const accessoryReplacement = z.object({ replaced: accessoryRecord, installed: accessoryRecord });
export type AccessoryReplacement = z.infer<typeof accessoryReplacement>;
