import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText } from '../api/envelope';
import { PHONE_PATTERN } from './auth';

/**
 * Persons to notify on abnormal events (docs/decisions/0019): people outside the platform (no account needed) whom
 * the monitoring code mails or pushes to when a device lights up. They belong to an organization, optionally
 * narrowed to one device of it (`deviceId` 0 = the whole organization).
 */

/** 0 enabled (notified), 1 disabled (kept, not notified). */
export const NOTIFY_STATUSES = ['0', '1'] as const;
/**
 * The abnormal events a person can follow: the light colours of the lighting rules other than green (decision 0015:
 * yellow early warning, pink consumable attention, purple displaced or out of service, red fault).
 */
export const NOTIFY_EVENTS = ['red', 'yellow', 'pink', 'purple'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];
export const isNotifyEvent = (value: string): value is NotifyEvent => (NOTIFY_EVENTS as readonly string[]).includes(value);
/** Channels, matching the lighting rules' `emailNotify` / `pushNotify` flags. */
export const NOTIFY_CHANNELS = ['email', 'push'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** At most this many persons per target (one organization, or one device of an organization). */
export const MAX_NOTIFY_PER_TARGET = 20;
export const NOTIFY_NAME_MAX = 50;
/**
 * Ids one delete takes (notify persons or handler assignments): one transaction holds at most 100 items, a record
 * writes up to 3 and each distinct target up to 3 counters.
 */
export const MAX_BINDING_DELETE = 15;

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

export const notifyPersonRecord = z.object({
  notifyId: z.number(),
  deptId: z.number(),
  deptName: z.string(),
  /** 0: the whole organization. */
  deviceId: z.number(),
  /** The device's name and serial number ('' for the whole organization or a device no longer there). */
  deviceLabel: z.string(),
  personName: z.string(),
  phone: z.string(),
  email: z.string(),
  notifyEmail: z.boolean(),
  notifyPush: z.boolean(),
  events: z.array(z.enum(NOTIFY_EVENTS)),
  status: z.enum(NOTIFY_STATUSES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type NotifyPersonRecord = z.infer<typeof notifyPersonRecord>;

/** "This field is required" (common.required, the wording of every form) for the three contact fields. */
const required = (max: number) => z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.validation');

/** Name, phone and email are all required (spec section 5, sales); formats as the users module checks them. */
const contactFields = {
  personName: required(NOTIFY_NAME_MAX),
  phone: required(20).regex(PHONE_PATTERN, 'user.phoneFormat'),
  email: required(128).pipe(z.email('user.emailFormat')),
};

const subscriptionFields = {
  notifyEmail: z.boolean().default(true),
  notifyPush: z.boolean().default(false),
  events: z
    .array(z.enum(NOTIFY_EVENTS), { error: 'notify.noEvent' })
    .min(1, 'notify.noEvent')
    .max(NOTIFY_EVENTS.length)
    .transform((e) => NOTIFY_EVENTS.filter((x) => e.includes(x)))
    .default([...NOTIFY_EVENTS]),
  status: z.enum(NOTIFY_STATUSES).default('0'),
  remark: z.string().trim().max(500, 'common.validation').optional().default(''),
};

/** At least one channel, else the person would never hear of anything. */
const hasChannel = (v: { notifyEmail: boolean; notifyPush: boolean }) => v.notifyEmail || v.notifyPush;

/** The target: an organization, optionally one device of it or below it (0 = the whole organization). */
export const bindingTargetFields = {
  deptId: z.coerce.number({ error: 'common.required' }).int('common.required').positive('common.required'),
  deviceId: z.coerce.number().int('common.validation').min(0, 'common.validation').default(0),
};

export const addNotifyPersonBody = z
  .object({ ...bindingTargetFields, ...contactFields, ...subscriptionFields })
  .refine(hasChannel, { message: 'notify.noChannel', path: ['notifyEmail'] });
export type AddNotifyPersonBody = z.infer<typeof addNotifyPersonBody>;

/** The target (organization, device) is fixed once added: moving a person is a delete and an add. */
export const updateNotifyPersonBody = z
  .object({ notifyId: z.coerce.number().int().positive(), ...contactFields, ...subscriptionFields })
  .refine(hasChannel, { message: 'notify.noChannel', path: ['notifyEmail'] });
export type UpdateNotifyPersonBody = z.infer<typeof updateNotifyPersonBody>;

/** Search: keyword over name, phone, email and remark (4 columns); organization from the tree (and below). */
export const notifyPersonSearch = z.object({
  keyword: optionalText(64),
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  /** 0: only whole-organization persons; a device id: only that device's; absent: both. */
  // '' first: coerced, an empty field would read as device 0 (whole organization only)
  deviceId: z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(0)]).optional(),
  status: emptyToUndefined(z.enum(NOTIFY_STATUSES)),
});
export type NotifyPersonSearch = z.infer<typeof notifyPersonSearch>;

/** Cursor paging like the users list (organization path order). */
export const notifyPersonPageQuery = notifyPersonSearch.extend(cursorPageFields);
export type NotifyPersonPageQuery = z.infer<typeof notifyPersonPageQuery>;

export const notifyPersonInfoQuery = z.object({ notifyId: z.coerce.number().int().positive() });
export const deleteNotifyPersonQuery = idListQuery;

/** Who is notified for a device (or, without a device, for an organization): see `resolveNotifyPersons`. */
export const notifyResolveQuery = z
  .object({
    deviceId: emptyToUndefined(z.coerce.number().int().positive()),
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
  })
  .refine((q) => q.deviceId !== undefined || q.deptId !== undefined, { message: 'common.required', path: ['deviceId'] });
export type NotifyResolveQuery = z.infer<typeof notifyResolveQuery>;

/** Where the effective list came from: the device's own persons, the nearest organization that has some, or none. */
export const RESOLVE_LEVELS = ['device', 'organization', 'none'] as const;
export type ResolveLevel = (typeof RESOLVE_LEVELS)[number];

export const notifyResolution = z.object({
  level: z.enum(RESOLVE_LEVELS),
  /** The organization whose list applies (level `organization`), else the device's or the asked one. */
  deptId: z.number(),
  deptName: z.string(),
  /** Enabled persons that apply, as far as the caller's scope shows them. */
  rows: z.array(notifyPersonRecord),
  /** Persons that apply but lie outside the caller's scope (an agent's list applied to a customer's device). */
  hidden: z.number(),
});
export type NotifyResolution = z.infer<typeof notifyResolution>;

/** Devices a person or a handler may be bound to: those of the organization and below, in the caller's scope. */
export const bindingDeviceOptionsQuery = z.object({
  deptId: z.coerce.number({ error: 'common.required' }).int().positive('common.required'),
  keyword: optionalText(64),
});
export type BindingDeviceOptionsQuery = z.infer<typeof bindingDeviceOptionsQuery>;
export const bindingDeviceOption = z.object({
  deviceId: z.number(),
  deptId: z.number(),
  /** "<name> (<serial number>)". */
  label: z.string(),
});
export type BindingDeviceOption = z.infer<typeof bindingDeviceOption>;
/** The picker lists at most this many devices; the keyword (code, name, serial number, IoT code) narrows them. */
export const MAX_BINDING_DEVICE_OPTIONS = 50;
