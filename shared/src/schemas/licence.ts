import * as z from 'zod';
import { cursorPageFields, emptyToUndefined } from '../api/envelope';

/**
 * Licences (device-lifecycle spec sections 2, 3, 6 and 8; docs/decisions/0041). Licences come in batches: the
 * platform operator mints them at the root organization, a parent sells (allocates) part of a batch to a direct child
 * (a new batch of the child with the same expiry), and enabling a device consumes one licence of its organization's
 * pool (or, when that organization has never received any, of its nearest ancestor's).
 */

/** A batch can be used through its expiry date (inclusive, UTC); '' never expires. */
export const LICENCE_EXPIRING_DAYS = 30;
/** The reminder thresholds (days before expiry) of the expiry job: one message per batch and threshold. */
export const LICENCE_REMINDER_DAYS = [30, 7] as const;
export const LICENCE_MAX_AMOUNT = 1_000_000;
export const LICENCE_UNIT_MAX = 30;
/** The longest lifetime a minted batch may be given (days). */
export const LICENCE_MAX_LIFETIME_DAYS = 36_500;

export const LICENCE_EVENT_KINDS = ['mint', 'allocateOut', 'allocateIn', 'activate', 'expire'] as const;
export type LicenceEventKind = (typeof LICENCE_EVENT_KINDS)[number];
export const LICENCE_BATCH_STATES = ['normal', 'expiring', 'expired'] as const;
export type LicenceBatchState = (typeof LICENCE_BATCH_STATES)[number];

const deptId = z.coerce.number().int().positive();
const amount = z.coerce.number().int('common.validation').min(1, 'common.validation').max(LICENCE_MAX_AMOUNT, 'common.validation');
const unit = z.string().trim().min(1, 'common.validation').max(LICENCE_UNIT_MAX, 'common.validation');

/** The counts of a pool (an organization's batches summed) or of one batch. */
export const licenceCounts = z.object({
  /** Received (minted or bought). */
  total: z.number(),
  /** Usable now: not sold, not used, not expired. */
  available: z.number(),
  /** Activated on devices. */
  used: z.number(),
  /** Available in batches that expire within LICENCE_EXPIRING_DAYS. */
  expiring: z.number(),
  /** Lapsed unused. */
  expired: z.number(),
  /** Sold (allocated) to child organizations. */
  sold: z.number(),
  /** Still held by the organization: total - sold (used, available and expired). */
  remaining: z.number(),
});
export type LicenceCounts = z.infer<typeof licenceCounts>;

export const licenceSummary = licenceCounts.extend({
  deptId: z.number(),
  deptName: z.string(),
  /** The organization whose pool serves this one's devices (itself once it has received licences). */
  poolDeptId: z.number(),
  poolDeptName: z.string(),
  batches: z.number(),
});
export type LicenceSummary = z.infer<typeof licenceSummary>;
export const licenceSummaryQuery = z.object({ deptId });

export const licenceBatchRecord = licenceCounts.extend({
  batchId: z.string(),
  deptId: z.number(),
  /** The batch this one was sold from ('' when minted) and the organization that sold it (0 when minted). */
  sourceBatchId: z.string(),
  sourceDeptId: z.number(),
  sourceDeptName: z.string(),
  /** yyyy-mm-dd, '' never expires. */
  expireTime: z.string(),
  /** The lifetime the batch was minted with (days), null when minted with an expiry date or none. */
  lifetimeDays: z.number().nullable(),
  sellingUnit: z.string(),
  buyingUnit: z.string(),
  state: z.enum(LICENCE_BATCH_STATES),
  createBy: z.string(),
  createTime: z.string(),
});
export type LicenceBatchRecord = z.infer<typeof licenceBatchRecord>;

/** Batches of one organization, earliest expiry first (the order activation uses them); `state` filters. */
export const licenceBatchSearch = z.object({ deptId, state: emptyToUndefined(z.enum(LICENCE_BATCH_STATES)) });
export type LicenceBatchSearch = z.infer<typeof licenceBatchSearch>;
export type LicenceBatchSearchInput = z.input<typeof licenceBatchSearch>;
export const licenceBatchPageQuery = licenceBatchSearch.extend(cursorPageFields);
export type LicenceBatchPageQuery = z.infer<typeof licenceBatchPageQuery>;

export const licenceEventRecord = z.object({
  eventId: z.string(),
  deptId: z.number(),
  kind: z.enum(LICENCE_EVENT_KINDS),
  batchId: z.string(),
  amount: z.number(),
  /** The other side of a sale (buyer or seller), 0 when none. */
  counterpartDeptId: z.number(),
  counterpartDeptName: z.string(),
  /** Serial numbers of the devices an activation served. */
  devices: z.array(z.string()),
  sellingUnit: z.string(),
  buyingUnit: z.string(),
  operator: z.string(),
  time: z.string(),
});
export type LicenceEventRecord = z.infer<typeof licenceEventRecord>;

/** The history of one organization, newest first; `kind` filters. */
export const licenceHistorySearch = z.object({ deptId, kind: emptyToUndefined(z.enum(LICENCE_EVENT_KINDS)) });
export type LicenceHistorySearch = z.infer<typeof licenceHistorySearch>;
export type LicenceHistorySearchInput = z.input<typeof licenceHistorySearch>;
export const licenceHistoryPageQuery = licenceHistorySearch.extend(cursorPageFields);
export type LicenceHistoryPageQuery = z.infer<typeof licenceHistoryPageQuery>;

/** Sell `amount` licences of a batch to a direct child organization (`deptId`). */
export const allocateLicenceBody = z.object({
  sourceBatchId: z.string().trim().min(1, 'common.validation').max(40),
  deptId,
  amount,
  sellingUnit: unit,
  buyingUnit: unit,
});
export type AllocateLicenceBody = z.infer<typeof allocateLicenceBody>;
export type AllocateLicenceInput = z.input<typeof allocateLicenceBody>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Mint a batch at the root (platform operator only): an expiry date, or a lifetime in days from today, or neither
 * (never expires). The expiry is checked against today on the server.
 */
export const mintLicenceBody = z
  .object({
    amount,
    expireTime: z.string().trim().regex(isoDay, 'common.validation').or(z.literal('')).default(''),
    lifetimeDays: z.coerce.number().int('common.validation').min(1, 'common.validation').max(LICENCE_MAX_LIFETIME_DAYS, 'common.validation').nullable().default(null),
    sellingUnit: unit,
    buyingUnit: unit,
  })
  .refine((b) => !(b.expireTime && b.lifetimeDays !== null), { path: ['lifetimeDays'], message: 'licence.expiryAndLifetime' });
export type MintLicenceBody = z.infer<typeof mintLicenceBody>;
export type MintLicenceInput = z.input<typeof mintLicenceBody>;

/** The batch written by a mint or a sale. */
export const licenceWriteResult = z.object({ batchId: z.string() });
