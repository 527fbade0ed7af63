import * as z from 'zod';
import { cursorPageFields, idListQuery } from '../api/envelope';
import { LANGUAGES } from '../constants/limits';
import { PHONE_PATTERN } from './auth';
import { uploadId, uploadUrl, type UploadPurpose } from './upload';
import { SALE_STATUS, type SaleStatus } from './device';

/**
 * Sale records (spec device-lifecycle sections 3, 4, 5; docs/decisions/0043-sale-chain.md): a device sold, leased or
 * handed over as stock by the organization holding it to an organization below it. Each level of an agent chain
 * (agent -> sub-agent -> customer) is its own record; the device's organization follows the newest one.
 */

/** Sell type: rent (lease) 1, buyout 2, stock 3 (handed down as stock, e.g. to a sub-agent). */
export const SELL_TYPES = ['1', '2', '3'] as const;
export type SellType = (typeof SELL_TYPES)[number];
export const SELL_TYPE = { rent: '1', buyout: '2', stock: '3' } as const satisfies Record<string, SellType>;

/** The device's sale status once a sale of this type holds it (stock handed down stays stock). */
export const saleStatusFor = (sellType: SellType, before: SaleStatus): SaleStatus =>
  sellType === SELL_TYPE.rent ? SALE_STATUS.inLease : sellType === SELL_TYPE.buyout ? SALE_STATUS.sold : before === SALE_STATUS.leaseExpired ? SALE_STATUS.stock : before;

/** What the record says happened: a new sale 1, a relet (renewal of a lease) 2; an update keeps the action. */
export const SALE_ACTIONS = ['1', '2'] as const;
export type SaleAction = (typeof SALE_ACTIONS)[number];
export const SALE_ACTION = { create: '1', relet: '2' } as const satisfies Record<string, SaleAction>;

/** Invalid status: normal 0, void 1, expired 2 (a lease whose rent due date passed without a renewal). */
export const SALE_VALIDITIES = ['0', '1', '2'] as const;
export type SaleValidity = (typeof SALE_VALIDITIES)[number];
export const SALE_VALIDITY = { normal: '0', void: '1', expired: '2' } as const satisfies Record<string, SaleValidity>;

/** The "rent due within" choices of the sales list (lease-expiry reminders). */
export const DUE_WITHIN_DAYS = [7, 30, 90] as const;

export const SALE_LIMITS = {
  notifyPersons: 10,
  handlers: 10,
  reportRecipients: 20,
  trainings: 20,
  text: 100,
  address: 200,
  remark: 500,
  /** Sales voided in one call (each is its own device transaction). */
  voidAtOnce: 20,
} as const;

const day = z.iso.date('common.validation');
const optionalDay = z.union([z.literal(''), z.iso.date('common.validation')]).optional().default('');
const text = (max: number) => z.string().trim().max(max, 'common.validation').optional().default('');
const required = (max: number) => z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.validation');
const optionalEmail = z.union([z.literal(''), z.string().trim().max(128).pipe(z.email('user.emailFormat'))]).optional().default('');
const optionalPhone = z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, 'user.phoneFormat')]).optional().default('');

/** A person told about the device (alarms, reminders): name, phone and email, all three required (spec section 5). */
export const saleNotifyPerson = z.object({
  name: required(50),
  phone: required(20).regex(PHONE_PATTERN, 'user.phoneFormat'),
  email: required(128).pipe(z.email('user.emailFormat')),
  /** The language of the mails this person receives (lease reminders); records from before it read English. */
  language: z.enum(LANGUAGES, { error: 'common.validation' }).default('en'),
});
export type SaleNotifyPerson = z.infer<typeof saleNotifyPerson>;

/** One training given at installation; a row with any item needs its date (spec section 5). */
export const saleTraining = z
  .object({ date: optionalDay, trainer: text(50), contact: text(50), location: text(SALE_LIMITS.text) })
  .superRefine((t, ctx) => {
    if (!t.date && (t.trainer || t.contact || t.location)) ctx.addIssue({ code: 'custom', path: ['date'], message: 'sale.trainingDateRequired' });
  });
export type SaleTraining = z.infer<typeof saleTraining>;

const latitude = z.union([z.null(), z.number().min(-90, 'sale.latitudeRange').max(90, 'sale.latitudeRange')]).optional().default(null);
const longitude = z.union([z.null(), z.number().min(-180, 'sale.longitudeRange').max(180, 'sale.longitudeRange')]).optional().default(null);

/** Where the device stands: administrative region (0: none), address, description and GPS (both or neither). */
export const saleLocationFields = {
  regionId: z.coerce.number().int().min(0).optional().default(0),
  address: text(SALE_LIMITS.address),
  locationDesc: text(SALE_LIMITS.address),
  latitude,
  longitude,
};

/**
 * The recipients of inspection reports: a comma-separated list of addresses (or the list itself, as the answer gives
 * it back), each valid.
 */
const reportRecipients = z
  .union([z.string().max(2000, 'common.validation'), z.array(z.string().max(128, 'common.validation')).max(SALE_LIMITS.reportRecipients * 2, 'common.validation')])
  .optional()
  .default('')
  .transform((given, ctx) => {
    const s = Array.isArray(given) ? given.join(',') : given;
    const list = [...new Set(s.split(/[,;\s]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))];
    if (list.length > SALE_LIMITS.reportRecipients) ctx.addIssue({ code: 'custom', message: 'sale.tooManyRecipients', params: { max: SALE_LIMITS.reportRecipients } });
    const bad = list.find((e) => !z.email().safeParse(e).success);
    if (bad) ctx.addIssue({ code: 'custom', message: 'sale.recipientFormat', params: { email: bad } });
    return list;
  });

/**
 * The documents of a sale (spec section 3): field test report, factory report, on-site photos, customer and engineer
 * signatures. Each file is uploaded first (the one upload path, decision 0040) and named here by its id and slot.
 */
export const SALE_FILE_SLOTS = ['fieldTestReport', 'factoryReport', 'photo', 'customerSignature', 'engineerSignature'] as const;
export type SaleFileSlot = (typeof SALE_FILE_SLOTS)[number];
/** What each slot takes, and how many files. */
export const SALE_FILE_RULES: Record<SaleFileSlot, { purposes: readonly UploadPurpose[]; max: number }> = {
  fieldTestReport: { purposes: ['attachment'], max: 3 },
  factoryReport: { purposes: ['attachment'], max: 3 },
  photo: { purposes: ['image'], max: 10 },
  customerSignature: { purposes: ['signature'], max: 1 },
  engineerSignature: { purposes: ['signature'], max: 1 },
};
const saleFiles = z
  .array(z.object({ slot: z.enum(SALE_FILE_SLOTS), uploadId }))
  .max(20, 'common.validation')
  .optional()
  .default([])
  .superRefine((files, ctx) => {
    for (const slot of SALE_FILE_SLOTS) {
      const max = SALE_FILE_RULES[slot].max;
      if (files.filter((f) => f.slot === slot).length > max) ctx.addIssue({ code: 'custom', message: 'sale.tooManyFiles', params: { max } });
    }
    if (new Set(files.map((f) => f.uploadId)).size !== files.length) ctx.addIssue({ code: 'custom', message: 'common.validation' });
  });
export const saleFile = z.object({ slot: z.enum(SALE_FILE_SLOTS), uploadId: z.string(), fileName: z.string(), contentType: z.string(), size: z.number() });
export type SaleFile = z.infer<typeof saleFile>;

/** The fields a sale record carries besides its device, its buyer, its type and its dates. */
const recordFields = {
  installer: text(50),
  notifyPersons: z.array(saleNotifyPerson, { error: 'sale.noNotifyPerson' }).min(1, 'sale.noNotifyPerson').max(SALE_LIMITS.notifyPersons, 'common.validation'),
  handlerIds: z
    .array(z.coerce.number().int().positive(), { error: 'sale.noHandler' })
    .min(1, 'sale.noHandler')
    .max(SALE_LIMITS.handlers, 'common.validation')
    .transform((ids) => [...new Set(ids)]),
  reportRecipients,
  trainings: z.array(saleTraining).max(SALE_LIMITS.trainings, 'common.validation').optional().default([]),
  ...saleLocationFields,
  customerCompany: text(SALE_LIMITS.text),
  contactName: text(50),
  jobTitle: text(50),
  contactPhone: optionalPhone,
  contactEmail: optionalEmail,
  warrantyDate: optionalDay,
  reservedInstallDate: optionalDay,
  actualInstallTime: optionalDay,
  nextMaintenanceDate: optionalDay,
  licenceActivated: z.boolean().optional().default(false),
  remark: text(SALE_LIMITS.remark),
  files: saleFiles,
};

const periodFields = { startDate: day, endDate: optionalDay, rentDueDate: optionalDay };

type Period = { sellType: SellType; startDate: string; endDate: string; rentDueDate: string };
type Issue = (path: string[], code: string) => void;

/**
 * The date rules of one record (spec section 5): a lease has an end; an end is after the start; a rent due date lies
 * within the lease (it defaults to the end). The rules against other records (previous sale, parent sale) are the
 * server's (domain/sale/sale-rules.ts).
 */
export function periodProblems(p: Period, issue: Issue): void {
  if (p.sellType === SELL_TYPE.rent && !p.endDate) issue(['endDate'], 'sale.leaseEndRequired');
  if (p.endDate && p.endDate <= p.startDate) issue(['endDate'], 'sale.endBeforeStart');
  if (p.rentDueDate && p.sellType !== SELL_TYPE.rent) issue(['rentDueDate'], 'sale.rentDueOnlyForLease');
  if (p.rentDueDate && (p.rentDueDate < p.startDate || (p.endDate && p.rentDueDate > p.endDate))) issue(['rentDueDate'], 'sale.rentDueOutsideLease');
}

const gpsBothOrNeither = (v: { latitude: number | null; longitude: number | null }, issue: Issue) => {
  if ((v.latitude === null) !== (v.longitude === null)) issue([v.latitude === null ? 'latitude' : 'longitude'], 'sale.gpsIncomplete');
};

const refined =
  <T extends Period & { latitude: number | null; longitude: number | null }>() =>
  (v: T, ctx: z.RefinementCtx) => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    periodProblems(v, issue);
    gpsBothOrNeither(v, issue);
  };

/** The lease's rent due date when none is given: its end. */
const withRentDue = <T extends Period>(v: T): T => ({ ...v, rentDueDate: v.sellType === SELL_TYPE.rent && !v.rentDueDate ? v.endDate : v.rentDueDate });

/** Create a sale (action 1): the device goes to the buyer, an organization below the one holding it. */
export const createSaleBody = z
  .object({ deviceId: z.coerce.number().int().positive(), buyerDeptId: z.coerce.number({ error: 'common.required' }).int().positive('common.required'), sellType: z.enum(SELL_TYPES), ...periodFields, ...recordFields })
  .superRefine(refined())
  .transform(withRentDue);
export type CreateSaleBody = z.infer<typeof createSaleBody>;

/** Update a sale record (action 3): every field but its device, buyer and type. */
export const updateSaleBody = z
  .object({ saleId: z.coerce.number().int().positive(), sellType: z.enum(SELL_TYPES), ...periodFields, ...recordFields })
  .superRefine(refined())
  .transform(withRentDue);
export type UpdateSaleBody = z.infer<typeof updateSaleBody>;

/** Relet (action 2): a new lease period of a lease, for the same buyer, starting after the previous one ends. */
export const reletSaleBody = z
  .object({ saleId: z.coerce.number().int().positive(), startDate: day, endDate: day, rentDueDate: optionalDay, remark: text(SALE_LIMITS.remark) })
  .superRefine((v, ctx) => periodProblems({ ...v, sellType: SELL_TYPE.rent }, (path, message) => ctx.addIssue({ code: 'custom', path, message })))
  .transform((v) => ({ ...v, rentDueDate: v.rentDueDate || v.endDate }));
export type ReletSaleBody = z.infer<typeof reletSaleBody>;

/** Relocate the device of a sale: the new place (kept in the location change records). */
export const relocateSaleBody = z
  .object({ saleId: z.coerce.number().int().positive(), ...saleLocationFields, remark: text(SALE_LIMITS.remark) })
  .superRefine((v, ctx) => gpsBothOrNeither(v, (path, message) => ctx.addIssue({ code: 'custom', path, message })));
export type RelocateSaleBody = z.infer<typeof relocateSaleBody>;

/** Void one or many sales (ids=1,2): each device goes back to the seller as it was before the sale. */
export const voidSaleQuery = idListQuery.refine((q) => q.ids.length <= SALE_LIMITS.voidAtOnce, { message: 'sale.tooManyAtOnce', path: ['ids'] });

export const saleInfoQuery = z.object({ saleId: z.coerce.number().int().positive() });
export const deviceSalesQuery = z.object({ deviceId: z.coerce.number().int().positive() });

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/** The list's search: the buyer organization picked in the tree (and below), a keyword, type and status. */
export const saleSearch = z.object({
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  keyword: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
  sellType: emptyToUndefined(z.enum(SELL_TYPES)),
  validity: emptyToUndefined(z.enum(SALE_VALIDITIES)),
  /**
   * Running leases whose rent is due within this many days (overdue ones are expired: `validity` 2). A lease a renewal
   * superseded does not run: it is never due.
   */
  dueWithinDays: emptyToUndefined(z.coerce.number().int().min(1, 'common.validation').max(366, 'common.validation')),
  /** Leases a renewal (not void) superseded: '1' only those, '0' none of them (the expired leases still to renew). */
  renewed: emptyToUndefined(z.enum(['0', '1'])),
});
export type SaleSearch = z.infer<typeof saleSearch>;
export const salePageQuery = saleSearch.extend(cursorPageFields);
export type SalePageQuery = z.infer<typeof salePageQuery>;

const location = z.object({ regionId: z.number(), regionName: z.string(), address: z.string(), locationDesc: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() });

export const saleRecord = z.object({
  saleId: z.number(),
  deviceId: z.number(),
  serialNumber: z.string(),
  equipmentName: z.string(),
  sellerDeptId: z.number(),
  sellerDeptName: z.string(),
  buyerDeptId: z.number(),
  buyerDeptName: z.string(),
  /** The sale this one sublets from (0: none), and the sale it renews (0: none). */
  parentSaleId: z.number(),
  renewsSaleId: z.number(),
  action: z.enum(SALE_ACTIONS),
  sellType: z.enum(SELL_TYPES),
  validity: z.enum(SALE_VALIDITIES),
  startDate: z.string(),
  endDate: z.string(),
  rentDueDate: z.string(),
  installer: z.string(),
  notifyPersons: z.array(saleNotifyPerson),
  handlers: z.array(z.object({ userId: z.number(), name: z.string() })),
  reportRecipients: z.array(z.string()),
  trainings: z.array(z.object({ date: z.string(), trainer: z.string(), contact: z.string(), location: z.string() })),
  location,
  customerCompany: z.string(),
  contactName: z.string(),
  jobTitle: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  warrantyDate: z.string(),
  reservedInstallDate: z.string(),
  actualInstallTime: z.string(),
  nextMaintenanceDate: z.string(),
  licenceActivated: z.boolean(),
  remark: z.string(),
  files: z.array(saleFile),
  voidBy: z.string(),
  voidTime: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type SaleRecord = z.infer<typeof saleRecord>;

export const relocationRecord = z.object({
  relocationId: z.string(),
  saleId: z.number(),
  deviceId: z.number(),
  from: location,
  to: location,
  remark: z.string(),
  operator: z.string(),
  time: z.string(),
});
export type RelocationRecord = z.infer<typeof relocationRecord>;

/** A download of one document of a sale (a short-lived signed URL). */
export const saleFileQuery = z.object({ saleId: z.coerce.number().int().positive(), uploadId });
export const saleFileUrl = uploadUrl;
