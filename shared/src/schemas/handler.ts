import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText } from '../api/envelope';
import { bindingTargetFields, RESOLVE_LEVELS } from './notify';

/**
 * Work-order handler assignments (docs/decisions/0019): "this user handles the work orders of this organization
 * (optionally one device of it)". The later sales and work-order modules default to them.
 */

/** At most this many handlers per target (one organization, or one device of an organization). */
export const MAX_HANDLERS_PER_TARGET = 20;

/**
 * Whether the assigned user can handle orders now (checked on every read, since accounts change after assignment):
 * `ok`; `disabled` account; `noAccess` (no role grants order handling any more); `notHandler` (the handler user type
 * was removed); `outsideTree` (the user or the organization moved: the user is no longer in the organization or one
 * above it); `deleted`.
 */
export const HANDLER_ELIGIBILITIES = ['ok', 'disabled', 'noAccess', 'notHandler', 'outsideTree', 'deleted'] as const;
export type HandlerEligibility = (typeof HANDLER_ELIGIBILITIES)[number];

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

export const handlerAssignmentRecord = z.object({
  assignmentId: z.number(),
  deptId: z.number(),
  deptName: z.string(),
  deviceId: z.number(),
  deviceLabel: z.string(),
  userId: z.number(),
  username: z.string(),
  nickName: z.string(),
  /** The user's own organization. */
  userDeptName: z.string(),
  /** The default handler of its target (at most one per target). */
  primary: z.boolean(),
  eligibility: z.enum(HANDLER_ELIGIBILITIES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type HandlerAssignmentRecord = z.infer<typeof handlerAssignmentRecord>;

const assignmentFields = {
  primary: z.boolean().default(false),
  remark: z.string().trim().max(500, 'common.validation').optional().default(''),
};

export const addHandlerBody = z.object({
  deptId: z.coerce.number({ error: 'common.required' }).int('common.required').positive('common.required'),
  deviceId: bindingTargetFields.deviceId,
  userId: z.coerce.number({ error: 'common.required' }).int('common.required').positive('common.required'),
  ...assignmentFields,
});
export type AddHandlerBody = z.infer<typeof addHandlerBody>;

/** Target and user are fixed once assigned (another user is another assignment); primary and remark change. */
export const updateHandlerBody = z.object({ assignmentId: z.coerce.number().int().positive(), ...assignmentFields });
export type UpdateHandlerBody = z.infer<typeof updateHandlerBody>;

/** Search: keyword over the user's account, name and the remark; organization from the tree (and below). */
export const handlerSearch = z.object({
  keyword: optionalText(64),
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  // '' first: coerced, an empty field would read as device 0 (whole organization only)
  deviceId: z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(0)]).optional(),
  primary: emptyToUndefined(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export type HandlerSearch = z.infer<typeof handlerSearch>;
export const handlerPageQuery = handlerSearch.extend(cursorPageFields);
export type HandlerPageQuery = z.infer<typeof handlerPageQuery>;

export const handlerInfoQuery = z.object({ assignmentId: z.coerce.number().int().positive() });
export const deleteHandlerQuery = idListQuery;

export const handlerResolveQuery = z
  .object({
    deviceId: emptyToUndefined(z.coerce.number().int().positive()),
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
  })
  .refine((q) => q.deviceId !== undefined || q.deptId !== undefined, { message: 'common.required', path: ['deviceId'] });
export type HandlerResolveQuery = z.infer<typeof handlerResolveQuery>;

export const handlerResolution = z.object({
  level: z.enum(RESOLVE_LEVELS),
  deptId: z.number(),
  deptName: z.string(),
  /** Eligible handlers that apply, the default one first, as far as the caller's scope shows them. */
  rows: z.array(handlerAssignmentRecord),
  /** The one a new order goes to when nobody chooses: the primary if eligible, else the earliest eligible. */
  defaultAssignmentId: z.number().nullable(),
  hidden: z.number(),
});
export type HandlerResolution = z.infer<typeof handlerResolution>;
