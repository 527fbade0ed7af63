import * as z from 'zod';
import { cursorPageFields } from '../api/envelope';
import { PHONE_PATTERN } from './auth';

/**
 * QR codes (issue 15, docs/decisions/0042-qr-codes-and-public-record.md). A code is a random token of 128 bits in
 * base64url (22 characters), never the serial; it belongs to the organization that generated it and points at one
 * device (bound) or none yet (unbound, printed ahead and bound later by scanning it in the device details).
 */

/** A token's form: base64url, 22 characters (16 random bytes). */
export const QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The token in what a scanner typed: the bare token, or a URL whose `code` parameter holds it (the public page's
 * address). Null when neither.
 */
export function tokenOfScan(scanned: string): string | null {
  const text = scanned.trim();
  if (QR_TOKEN_PATTERN.test(text)) return text;
  const match = /[?&]code=([A-Za-z0-9_-]+)/.exec(text);
  return match && QR_TOKEN_PATTERN.test(match[1]!) ? match[1]! : null;
}

/** Label sizes and counts the server accepts (spec section 5: width not less than height; sizes in mm, decision 0042). */
export const QR_LIMITS = { maxAmount: 100, maxDevices: 50, minSizeMm: 10, maxSizeMm: 200, maxLength: 22 } as const;

/** The one unit of label sizes (decision 0042: the spec's "cm" defaults are millimetres). */
export const QR_UNITS = ['mm'] as const;

/** Defaults of the generation dialog (spec section 9: count 1, width 30, height 15, template 0; in mm, decision 0042). */
/**
 * `length`: how many characters of the token are printed beside the QR code (its end; 0 = none, 22 = the whole token),
 * so a label can be told from another by eye (decision 0042).
 */
export const QR_DEFAULTS = { amount: 1, width: 30, height: 15, template: 0, length: 6, unit: 'mm' } as const;

const sizeMm = z.number().min(QR_LIMITS.minSizeMm, 'common.validation').max(QR_LIMITS.maxSizeMm, 'common.validation');

/** Generation: unbound codes for an organization (amount), or bound codes for devices (one each). */
export const generateQrBody = z
  .object({
    bound: z.boolean(),
    /** Unbound: the organization the codes belong to. */
    deptId: z.number().int().positive().optional(),
    amount: z.number().int().min(1, 'common.validation').max(QR_LIMITS.maxAmount, 'common.validation').default(QR_DEFAULTS.amount),
    /** Bound: the devices (each gets its code, or keeps the one it has). */
    deviceIds: z.array(z.number().int().positive()).max(QR_LIMITS.maxDevices, 'common.validation').default([]),
    template: z.number().int().min(0).max(20).default(QR_DEFAULTS.template),
    width: sizeMm.default(QR_DEFAULTS.width),
    height: sizeMm.default(QR_DEFAULTS.height),
    /** Characters of the token printed beside the code (a print option: not stored). */
    length: z.number().int('common.validation').min(0, 'common.validation').max(QR_LIMITS.maxLength, 'common.validation').default(QR_DEFAULTS.length),
    unit: z.enum(QR_UNITS).default(QR_DEFAULTS.unit),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.width < v.height) ctx.addIssue({ code: 'custom', path: ['width'], message: 'qr.widthBelowHeight' });
    if (v.bound && !v.deviceIds.length) ctx.addIssue({ code: 'custom', path: ['deviceIds'], message: 'common.validation' });
    if (!v.bound && !v.deptId) ctx.addIssue({ code: 'custom', path: ['deptId'], message: 'common.validation' });
  });
export type GenerateQrBody = z.infer<typeof generateQrBody>;

/** Binding: the scanned URL or bare token, and the device. */
export const bindQrBody = z.object({ code: z.string().trim().min(1, 'common.validation').max(500, 'common.validation'), deviceId: z.number().int().positive() }).strict();
export type BindQrBody = z.infer<typeof bindQrBody>;

export const unbindQrBody = z.object({ code: z.string().trim().min(1).max(500) }).strict();

export const qrCodeRecord = z.object({
  code: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  /** 0 = unbound. */
  deviceId: z.number(),
  serialNumber: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  bindBy: z.string(),
  bindTime: z.string(),
});
export type QrCodeRecord = z.infer<typeof qrCodeRecord>;

export const qrBindingRow = z.object({
  code: z.string(),
  /** 0 = none (the code was unbound). */
  oldDeviceId: z.number(),
  newDeviceId: z.number(),
  /** The devices' serial numbers as the screens show them ('' for none, or a device since deleted). */
  oldSerialNumber: z.string(),
  newSerialNumber: z.string(),
  by: z.string(),
  time: z.string(),
});
export type QrBindingRow = z.infer<typeof qrBindingRow>;

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/** Binding states of the list filter. */
export const QR_STATES = ['bound', 'unbound'] as const;

/** The QR codes list's search (the URL's, validated): organization (and below), bound or not, the code's text. */
export const qrSearch = z.object({
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  state: emptyToUndefined(z.enum(QR_STATES)),
  /** Part of the code (case-sensitive, as printed). */
  code: emptyToUndefined(z.string().trim().max(500)),
});
export type QrSearch = z.infer<typeof qrSearch>;
export const qrPageQuery = qrSearch.extend(cursorPageFields);
export type QrPageQuery = z.infer<typeof qrPageQuery>;

export const qrCodeQuery = z.object({ code: z.string().trim().min(1).max(500) });
export const qrDeviceQuery = z.object({ deviceId: z.coerce.number().int().positive() });

/** The public page's query: the token as printed (its form is judged by the domain: `qr.invalidCode`). */
export const publicRecordQuery = z.object({ code: z.string().max(500).default('') });

/**
 * "Report a problem" on the public page (no login): what the person saw, and optionally how to reach them. The
 * contact goes to the order for the distributors; nothing of it is shown back on the public page.
 */
export const publicFeedbackBody = z.object({
  code: z.string().max(500).default(''),
  description: z.string({ error: 'qr.feedbackRequired' }).trim().min(1, 'qr.feedbackRequired').max(500, 'common.validation'),
  contactName: z.string().trim().max(50, 'common.validation').optional().default(''),
  contactPhone: z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, 'qr.feedbackPhoneFormat')]).optional().default(''),
});
export type PublicFeedbackBody = z.infer<typeof publicFeedbackBody>;
/** The answer: the order number the report became (to quote when calling). */
export const publicFeedbackResult = z.object({ orderNo: z.string() });

/**
 * The readiness a passer-by reads (decision 0042): not in service (disabled), a consumable expired, one expiring
 * within 30 days (early warning), or normal. The IoT module (issue 17) adds what the device itself reports.
 */
export const PUBLIC_RUNNING_STATUSES = ['normal', 'earlyWarning', 'consumableExpired', 'notInService'] as const;
export type PublicRunningStatus = (typeof PUBLIC_RUNNING_STATUSES)[number];

/**
 * The public page's history words (publicDeviceHistory): the device's movements, its sales, its completed work orders
 * (alarm orders are repairs, installation orders installations) and its inspections. Each has its label on the page.
 */
export const PUBLIC_HISTORY_KINDS = ['registered', 'ownership', 'sale', 'model', 'installed', 'relocated', 'inspection', 'maintenance', 'repair', 'training', 'service'] as const;
/** What a completed work order's history row says of it ('' nothing). */
export const PUBLIC_ORDER_DETAILS = ['replaced'] as const;

/** One history line of the public record (no personal data: no names, phones or emails). */
export const publicHistoryRow = z.object({
  kind: z.enum(PUBLIC_HISTORY_KINDS),
  time: z.string(),
  detail: z.string(),
});
export type PublicHistoryRow = z.infer<typeof publicHistoryRow>;

export const publicConsumable = z.object({
  category: z.string(),
  kind: z.string(),
  name: z.string(),
  expiryDate: z.string(),
  /** ok, expiring (within 30 days), expired. */
  state: z.enum(['ok', 'expiring', 'expired']),
});

export const publicRecord = z.object({
  /** The device's id: opens its details after the inspector login (nothing else is reachable by it without a session). */
  deviceId: z.number(),
  /**
   * `location`: the organization holding the device; `place`: where it is installed, from its running sale (the
   * administrative region and the location description; never the street address, a contact or a person).
   */
  device: z.object({ brand: z.string(), modelName: z.string(), serialNumber: z.string(), location: z.string(), place: z.string() }),
  readiness: z.object({ enabled: z.boolean(), runningStatus: z.enum(PUBLIC_RUNNING_STATUSES), expiring: z.number(), expired: z.number() }),
  consumables: z.array(publicConsumable),
  history: z.array(publicHistoryRow),
});
export type PublicRecord = z.infer<typeof publicRecord>;
