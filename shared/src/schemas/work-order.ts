import * as z from 'zod';
import { cursorPageFields, dateRangeQuery, emptyToUndefined, withDateRangeInOrder } from '../api/envelope';
import { PHONE_PATTERN } from './auth';
import { uploadId, uploadUrl, type UploadPurpose } from './upload';
import { accessoryItemFields, addMonths } from './accessory';
import { ORDER_ACTIONS, ORDER_KIND, ORDER_KINDS, ORDER_SOURCES, ORDER_STATES, type OrderKind } from './work-order-states';

/**
 * Work orders (spec device-lifecycle sections 3, 4, 5; docs/decisions/0045-work-orders.md): what the routes take and
 * answer. The state machine is in work-order-states.ts.
 */

export const ORDER_LIMITS = {
  text: 100,
  description: 500,
  reason: 200,
  remark: 500,
  /** Orders dispatched to one handler in one call ("dispatch more"; each is its own conditional write). */
  dispatchAtOnce: 20,
  /** Consumables replaced by one processing (each is part of the one transaction). */
  replacements: 6,
  photos: 10,
  /** The next maintenance a processing sets lies at most this many months ahead (a model's longest cadence). */
  maxMaintenanceMonths: 60,
} as const;

const day = z.iso.date('common.validation');
const optionalDay = z.union([z.literal(''), z.iso.date('common.validation')]).optional().default('');
const text = (max: number) => z.string().trim().max(max, 'common.validation').optional().default('');
const required = (max: number) => z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.validation');
const optionalPhone = z.union([z.literal(''), z.string().trim().regex(PHONE_PATTERN, 'user.phoneFormat')]).optional().default('');
const optionalEmail = z.union([z.literal(''), z.string().trim().max(128).pipe(z.email('user.emailFormat'))]).optional().default('');
const id = z.coerce.number({ error: 'common.validation' }).int('common.validation').positive('common.validation');
const version = z.coerce.number({ error: 'common.validation' }).int().positive('common.validation');

// ---- the maintenance checklist (spec section 3) -------------------------------------------------------------------

/** Checklist sections and their items, as data: the form draws them, the server checks a processing names each once. */
export const CHECKLIST = [
  { section: 'enclosure', items: ['cabinet', 'cabinetAlarm', 'wallSign'] },
  { section: 'mainUnit', items: ['appearance', 'statusIndicator', 'voicePrompt', 'selfCheck', 'shockIndicator', 'lcd'] },
  { section: 'function', items: ['shockDecision', 'adultChildMode', 'shockRanges', 'shockJoules', 'batteryVoltage', 'waveform', 'chargeTime'] },
  { section: 'battery', items: ['battery'] },
  { section: 'accessories', items: ['padSealed', 'padExpiry', 'pediatricPad', 'batteryExpiry', 'kit'] },
] as const;
export type ChecklistItemKey = (typeof CHECKLIST)[number]['items'][number];
export const CHECKLIST_ITEMS = CHECKLIST.flatMap((s) => s.items) as ChecklistItemKey[];
/** Items with a measured value and its unit (actual shock joules, battery voltage, charge time). */
export const CHECKLIST_MEASURED: Partial<Record<ChecklistItemKey, { unit: 'J' | 'V' | 's'; max: number }>> = {
  shockJoules: { unit: 'J', max: 400 },
  batteryVoltage: { unit: 'V', max: 100 },
  chargeTime: { unit: 's', max: 120 },
};
export const CHECK_RESULTS = ['normal', 'abnormal'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

export const checklistEntry = z
  .object({
    item: z.enum(CHECKLIST_ITEMS as [ChecklistItemKey, ...ChecklistItemKey[]], { error: 'common.validation' }),
    result: z.enum(CHECK_RESULTS, { error: 'order.checkResultRequired' }),
    note: text(ORDER_LIMITS.text),
    /** The measured value of a measured item (number as typed), else ''. */
    value: z.union([z.literal(''), z.coerce.number({ error: 'order.checkValueFormat' }).min(0, 'order.checkValueFormat')]).optional().default(''),
    photoUploadId: z.union([z.literal(''), uploadId]).optional().default(''),
  })
  .superRefine((e, ctx) => {
    // an abnormal finding says what is wrong: the record is the proof the device was checked
    if (e.result === 'abnormal' && !e.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'order.abnormalNoteRequired' });
    const measured = CHECKLIST_MEASURED[e.item];
    if (e.value !== '' && (!measured || e.value > measured.max)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'order.checkValueFormat' });
  });
export type ChecklistEntry = z.output<typeof checklistEntry>;
export type ChecklistEntryInput = z.input<typeof checklistEntry>;

// ---- files -------------------------------------------------------------------------------------------------------

/** On-site photos and the two signatures (the one upload path, decision 0040). */
export const ORDER_FILE_SLOTS = ['photo', 'customerSignature', 'engineerSignature'] as const;
export type OrderFileSlot = (typeof ORDER_FILE_SLOTS)[number];
export const ORDER_FILE_RULES: Record<OrderFileSlot, { purposes: readonly UploadPurpose[]; max: number }> = {
  photo: { purposes: ['image'], max: ORDER_LIMITS.photos },
  customerSignature: { purposes: ['signature'], max: 1 },
  engineerSignature: { purposes: ['signature'], max: 1 },
};
const orderFiles = z
  .array(z.object({ slot: z.enum(ORDER_FILE_SLOTS), uploadId }))
  .max(ORDER_LIMITS.photos + 2, 'common.validation')
  .optional()
  .default([])
  .superRefine((files, ctx) => {
    for (const slot of ORDER_FILE_SLOTS) {
      const max = ORDER_FILE_RULES[slot].max;
      if (files.filter((f) => f.slot === slot).length > max) ctx.addIssue({ code: 'custom', message: 'order.tooManyFiles', params: { max } });
    }
    if (new Set(files.map((f) => f.uploadId)).size !== files.length) ctx.addIssue({ code: 'custom', message: 'common.validation' });
  });
export const orderFile = z.object({ slot: z.enum(ORDER_FILE_SLOTS), uploadId: z.string(), fileName: z.string(), contentType: z.string(), size: z.number() });
export type OrderFile = z.infer<typeof orderFile>;

// ---- create and modify -------------------------------------------------------------------------------------------

/** What a distributor writes of an order (create and modify); the kind-specific groups apply to their kind only. */
const orderFields = {
  orderName: text(ORDER_LIMITS.text),
  description: text(ORDER_LIMITS.description),
  contactName: text(50),
  contactPhone: optionalPhone,
  address: text(200),
  planDate: optionalDay,
  /** Alarm orders: the monitoring item, its limits and the value read. */
  monitorItem: text(50),
  upperLimit: text(20),
  lowerLimit: text(20),
  actualValue: text(20),
  /** Training orders. */
  trainingPlannedDate: optionalDay,
  trainer: text(50),
  trainerPhone: optionalPhone,
  trainerEmail: optionalEmail,
  trainingLocation: text(ORDER_LIMITS.text),
  remark: text(ORDER_LIMITS.remark),
};

/** A training order is planned for a day; an alarm order names what was measured. */
function kindProblems(kind: OrderKind, v: { trainingPlannedDate: string; monitorItem: string }, ctx: z.RefinementCtx) {
  if (kind === ORDER_KIND.training && !v.trainingPlannedDate) ctx.addIssue({ code: 'custom', path: ['trainingPlannedDate'], message: 'order.trainingDateRequired' });
  if (kind === ORDER_KIND.alarm && !v.monitorItem) ctx.addIssue({ code: 'custom', path: ['monitorItem'], message: 'order.monitorItemRequired' });
}

export const createOrderBody = z
  .object({ kind: z.enum(ORDER_KINDS, { error: 'common.required' }), deviceId: z.coerce.number({ error: 'order.deviceRequired' }).int().positive('order.deviceRequired'), ...orderFields })
  .superRefine((v, ctx) => kindProblems(v.kind, v, ctx));
export type CreateOrderBody = z.output<typeof createOrderBody>;
export type CreateOrderInput = z.input<typeof createOrderBody>;

/** A modification of an open order, as read (`version`); its kind and device stay. */
export const modifyOrderBody = z.object({ orderId: id, version, ...orderFields });
export type ModifyOrderBody = z.output<typeof modifyOrderBody>;
export type ModifyOrderInput = z.input<typeof modifyOrderBody>;

// ---- actions -----------------------------------------------------------------------------------------------------

/** Dispatch one order, or several to one handler ("dispatch more"). A single order comes with the version read. */
export const dispatchOrderBody = z.object({
  orderIds: z.array(id).min(1, 'common.validation').max(ORDER_LIMITS.dispatchAtOnce, 'common.validation').transform((ids) => [...new Set(ids)]),
  handlerId: z.coerce.number({ error: 'order.handlerRequired' }).int().positive('order.handlerRequired'),
  version: version.optional(),
  remark: text(ORDER_LIMITS.remark),
});
export type DispatchOrderBody = z.output<typeof dispatchOrderBody>;
export type DispatchOrderInput = z.input<typeof dispatchOrderBody>;
/** Which orders were dispatched, and why the others were refused (each its own write). */
export const dispatchResult = z.object({ dispatched: z.array(z.number()), refused: z.array(z.object({ orderId: z.number(), code: z.string() })) });
export type DispatchResult = z.infer<typeof dispatchResult>;

const reason = (code: string) => z.string({ error: code }).trim().min(1, code).max(ORDER_LIMITS.reason, 'common.validation');
export const returnOrderBody = z.object({ orderId: id, version, reason: reason('order.returnReasonRequired') });
export type ReturnOrderBody = z.output<typeof returnOrderBody>;
export const cancelOrderBody = z.object({ orderId: id, version, reason: reason('order.cancelReasonRequired') });
export type CancelOrderBody = z.output<typeof cancelOrderBody>;

/** A consumable replaced while processing: the installed record and its replacement (from stock, or new). */
export const orderReplacement = z
  .object({
    accessoryId: id,
    replacementId: z.coerce.number().int().positive().optional(),
    replacement: accessoryItemFields.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.replacementId === undefined) === (v.replacement === undefined)) ctx.addIssue({ code: 'custom', path: ['replacementId'], message: 'accessory.replacementRequired' });
  });
export type OrderReplacementInput = z.input<typeof orderReplacement>;

/**
 * The handler's processing: result, checklist (a maintenance order answers every item), replaced consumables, next
 * maintenance date, photos and signatures. `confirmExpired`: finish although an expired consumable stays unreplaced.
 */
export const processOrderBody = z
  .object({
    orderId: id,
    version,
    handlingResult: required(ORDER_LIMITS.description),
    handled: z.boolean().optional().default(true),
    checklist: z.array(checklistEntry).max(CHECKLIST_ITEMS.length, 'common.validation').optional().default([]),
    replacements: z.array(orderReplacement).max(ORDER_LIMITS.replacements, 'common.validation').optional().default([]),
    processDate: day,
    nextMaintenanceDate: optionalDay,
    trainingActualDate: optionalDay,
    files: orderFiles,
    remark: text(ORDER_LIMITS.remark),
    confirmExpired: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.checklist.map((c) => c.item)).size !== v.checklist.length) ctx.addIssue({ code: 'custom', path: ['checklist'], message: 'common.validation' });
    if (new Set(v.replacements.map((r) => r.accessoryId)).size !== v.replacements.length) ctx.addIssue({ code: 'custom', path: ['replacements'], message: 'common.validation' });
    // one record in stock is installed once: two items replaced by the same one would install it twice
    const fromStock = v.replacements.flatMap((r) => (r.replacementId === undefined ? [] : [r.replacementId]));
    if (new Set(fromStock).size !== fromStock.length) ctx.addIssue({ code: 'custom', path: ['replacements'], message: 'common.validation' });
    if (v.nextMaintenanceDate && v.nextMaintenanceDate <= v.processDate) ctx.addIssue({ code: 'custom', path: ['nextMaintenanceDate'], message: 'order.nextMaintenanceBeforeProcess' });
    // no device goes unmaintained longer than the longest cadence a model may have (60 months)
    if (v.nextMaintenanceDate && v.nextMaintenanceDate > addMonths(v.processDate, ORDER_LIMITS.maxMaintenanceMonths)) {
      ctx.addIssue({ code: 'custom', path: ['nextMaintenanceDate'], message: 'order.nextMaintenanceTooFar', params: { months: ORDER_LIMITS.maxMaintenanceMonths } });
    }
  });
export type ProcessOrderBody = z.output<typeof processOrderBody>;
export type ProcessOrderInput = z.input<typeof processOrderBody>;

// ---- reads -------------------------------------------------------------------------------------------------------

/**
 * The list's search (validated URL search params of the screens): kind, state, returned flag, organization picked in
 * the tree (and below), device, handler, keyword (order no. or serial), created from / to (beginTime, endTime), or only the caller's own.
 */
export const orderSearch = withDateRangeInOrder(
  z.object({
    kind: emptyToUndefined(z.enum(ORDER_KINDS)),
    state: emptyToUndefined(z.enum(ORDER_STATES)),
    returned: emptyToUndefined(z.enum(['1'])),
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
    deviceId: emptyToUndefined(z.coerce.number().int().positive()),
    handlerId: emptyToUndefined(z.coerce.number().int().positive()),
    keyword: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
    mine: emptyToUndefined(z.enum(['1'])),
    ...dateRangeQuery.shape,
  }),
);
export type OrderSearch = z.infer<typeof orderSearch>;
export const orderPageQuery = orderSearch.extend(cursorPageFields);
export type OrderPageQuery = z.infer<typeof orderPageQuery>;
export const orderInfoQuery = z.object({ orderId: id });
export const orderFileQuery = z.object({ orderId: id, uploadId });
export const orderFileUrl = uploadUrl;

/**
 * How many orders of the search are in each state (the screens' counts per status), each a capped count (decision
 * 0030): `capped` when more than the number shown, null when the read budget ran out before it could tell.
 */
const stateCount = z.object({ total: z.number().nullable(), capped: z.boolean() });
export const orderStateCounts = z.object({ '0': stateCount, '1': stateCount, '2': stateCount, '3': stateCount, returned: stateCount });
export type OrderStateCounts = z.infer<typeof orderStateCounts>;

export const orderRecord = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  orderName: z.string(),
  kind: z.enum(ORDER_KINDS),
  source: z.enum(ORDER_SOURCES),
  state: z.enum(ORDER_STATES),
  version: z.number(),
  deviceId: z.number(),
  serialNumber: z.string(),
  equipmentName: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  handlerId: z.number(),
  handlerName: z.string(),
  dispatcherId: z.number(),
  dispatchTime: z.string(),
  returned: z.boolean(),
  returnReason: z.string(),
  returnedAt: z.string(),
  returnCount: z.number(),
  cancelReason: z.string(),
  description: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  planDate: z.string(),
  monitorItem: z.string(),
  upperLimit: z.string(),
  lowerLimit: z.string(),
  actualValue: z.string(),
  trainingPlannedDate: z.string(),
  trainingActualDate: z.string(),
  trainer: z.string(),
  trainerPhone: z.string(),
  trainerEmail: z.string(),
  trainingLocation: z.string(),
  handlingResult: z.string(),
  handled: z.boolean(),
  replaced: z.boolean(),
  processDate: z.string(),
  processTime: z.string(),
  lastMaintenanceDate: z.string(),
  nextMaintenanceDate: z.string(),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

/** A replaced consumable as the order keeps it: what went out, what came in and its expiry. */
export const orderReplacedItem = z.object({ replacedId: z.number(), installedId: z.number(), kind: z.string(), name: z.string(), code: z.string(), expiryDate: z.string() });
export type OrderReplacedItem = z.infer<typeof orderReplacedItem>;

export const orderLogLine = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  /** The order's kind: its states are named in the kind's words (an "other" order is "processed", not "completed"). */
  kind: z.enum(ORDER_KINDS),
  seq: z.number(),
  action: z.enum(['create', ...ORDER_ACTIONS]),
  fromState: z.enum(ORDER_STATES).nullable(),
  toState: z.enum(ORDER_STATES),
  handlerId: z.number(),
  handlerName: z.string(),
  reason: z.string(),
  operator: z.string(),
  time: z.string(),
});
export type OrderLogLine = z.infer<typeof orderLogLine>;

/**
 * A consumable or accessory as the processing form offers it: installed on the order's device (what may be
 * replaced), or in stock where the handler may take a replacement from.
 */
export const orderItem = z.object({ accessoryId: z.number(), category: z.string(), kind: z.string(), name: z.string(), code: z.string(), startDate: z.string(), expiryDate: z.string(), deptName: z.string() });
export type OrderItem = z.infer<typeof orderItem>;
/** The stock a replacement of one installed item may come from (same kind, the device's organization or above it). */
export const orderStockQuery = z.object({ orderId: id, accessoryId: id });

/** One order with what its details screen shows: checklist, replaced items, files and the operating log. */
export const orderDetails = orderRecord.extend({
  modelName: z.string(),
  brand: z.string(),
  productTypeName: z.string(),
  checklist: z.array(z.object({ item: z.enum(CHECKLIST_ITEMS as [ChecklistItemKey, ...ChecklistItemKey[]]), result: z.enum(CHECK_RESULTS), note: z.string(), value: z.union([z.literal(''), z.number()]), photoUploadId: z.string() })),
  replacedItems: z.array(orderReplacedItem),
  files: z.array(orderFile),
  log: z.array(orderLogLine),
  /** What the device holds now (what a processing may replace). */
  installed: z.array(orderItem),
  /** What the caller may do now (the state machine and who they are): the screens offer only these. */
  allowed: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** The order operating log screen: lines of the organizations in scope, newest first. */
export const orderLogSearch = withDateRangeInOrder(
  z.object({
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
    action: emptyToUndefined(z.enum(['create', ...ORDER_ACTIONS])),
    ...dateRangeQuery.shape,
  }),
);
export type OrderLogSearch = z.infer<typeof orderLogSearch>;
export const orderLogPageQuery = orderLogSearch.extend(cursorPageFields);
export type OrderLogPageQuery = z.infer<typeof orderLogPageQuery>;
