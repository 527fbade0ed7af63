import * as z from 'zod';
import { cursorPageFields, emptyToUndefined } from '../api/envelope';
import { LIGHT_COLOURS } from './monitor-item';
import { DEVICE_EVENTS } from './telemetry';

/**
 * A device's running status (spec sections 1 and 4; docs/decisions/0047-telemetry.md): the dashboard's states plus
 * "unknown" for a connected device gone silent, with the reasons that gave it.
 */
export const RUNNING_STATUSES = ['normal', 'warning', 'exception', 'displacement', 'expired', 'unknown'] as const;
export type RunningStatus = (typeof RUNNING_STATUSES)[number];

export const RUNNING_REASONS = [
  'alarmOrderUnsolved',
  'maintenanceOverdue',
  'maintenanceDueSoon',
  /** An open training order past its planned date, or within its "soon" days of it. */
  'trainingOverdue',
  'trainingDueSoon',
  'abnormalValue',
  'consumableExpired',
  'consumableExpiring',
  'notReporting',
  'reportingLate',
  /** The device's latest maintenance inspection (inspection record sheet, decision 0050) failed. */
  'inspectionFailed',
  /** The device's latest self-test failed (until one passes; decision 0058). */
  'selfTestFailed',
  /** Device events (spec section 4) the device reports until it says otherwise (decision 0058). */
  'mainBoardProblem',
  'brokenLine',
  'lowBattery',
  'aedNotInPlace',
  'caseOpen',
] as const;
export type RunningReason = (typeof RUNNING_REASONS)[number];
/** The reasons of a stored status this version knows (a list item is a string in the table). */
export const knownReasons = (reasons: readonly string[]): RunningReason[] => reasons.filter((r): r is RunningReason => (RUNNING_REASONS as readonly string[]).includes(r));

/** Days before a maintenance due date, a training's planned date or a consumable expiry that count as "soon". */
export const RUNNING_SOON_DAYS = { maintenance: 7, training: 7, consumable: 30 } as const;

// ---- the running status screens (docs/decisions/0048-running-status-screens.md) ---------------------------------

/** One device of the running status list. */
export const runningStatusRow = z.object({
  deviceId: z.number(),
  serialNumber: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  status: z.enum(RUNNING_STATUSES),
  reasons: z.array(z.enum(RUNNING_REASONS)),
  /** When the platform last received a message of the device ('' never). */
  lastReceivedAt: z.string(),
  /** The device time of its newest message ('' never). */
  lastDeviceTime: z.string(),
  /** When the status or its reasons last changed. */
  updateTime: z.string(),
});
export type RunningStatusRow = z.infer<typeof runningStatusRow>;

/**
 * The list's search: status, organization from the tree (and below), serial number (exact, any case: one lookup by
 * the serial's key rather than a filter read over the whole scope).
 */
export const runningStatusSearch = z.object({
  status: emptyToUndefined(z.enum(RUNNING_STATUSES)),
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  serialNumber: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
});
export type RunningStatusSearch = z.infer<typeof runningStatusSearch>;
export const runningStatusPageQuery = runningStatusSearch.extend(cursorPageFields);
export type RunningStatusPageQuery = z.infer<typeof runningStatusPageQuery>;

/**
 * The counts per status of an organization (default: the caller's own organization): of its subtree when the caller's
 * scope holds it whole (`subtree`), else of its own devices only (a scope of that organization alone).
 */
export const statusTallyQuery = z.object({ deptId: emptyToUndefined(z.coerce.number().int().positive()) });
export type StatusTallyQuery = z.infer<typeof statusTallyQuery>;
export const statusTallyRecord = z.object({
  deptId: z.number(),
  deptName: z.string(),
  subtree: z.boolean(),
  counts: z.object(Object.fromEntries(RUNNING_STATUSES.map((s) => [s, z.number()])) as Record<RunningStatus, z.ZodNumber>),
});
export type StatusTallyRecord = z.infer<typeof statusTallyRecord>;

export const runningStatusInfoQuery = z.object({ deviceId: z.coerce.number().int().positive() });
export type RunningStatusInfoQuery = z.infer<typeof runningStatusInfoQuery>;

/** A monitoring item of the device: its current value and the rule that lit it (rule fields '' / null when none). */
export const statusItemRow = z.object({
  itemId: z.number(),
  itemCode: z.string(),
  itemName: z.string(),
  /** The value(s) as sent (JSON); '' when the device never sent this item. */
  value: z.string(),
  colour: z.enum([...LIGHT_COLOURS, '']),
  ruleCode: z.string(),
  ruleName: z.string(),
  lowerLimit: z.number().nullable(),
  upperLimit: z.number().nullable(),
  deviceTime: z.string(),
  /** Why the value could not be lit ('' none). */
  problem: z.enum(['invalidRules', 'invalidValue', '']),
  /** The open (or pending) alarm of the item (0 none). */
  alarmId: z.number(),
});
export type StatusItemRow = z.infer<typeof statusItemRow>;

export const statusAlarmRow = z.object({
  alarmId: z.number(),
  itemCode: z.string(),
  state: z.enum(['pending', 'open', 'cleared']),
  severity: z.enum(LIGHT_COLOURS),
  lastValue: z.string(),
  lastAt: z.string(),
  orderNo: z.string(),
});
export const statusOrderRow = z.object({ orderId: z.number(), orderNo: z.string(), state: z.string(), createTime: z.string() });

/** One device's running status with everything that gives it. */
export const runningStatusDetail = z.object({
  deviceId: z.number(),
  serialNumber: z.string(),
  equipmentName: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  /** null: not computed yet (no event has touched the device since it was registered). */
  status: z.enum(RUNNING_STATUSES).nullable(),
  reasons: z.array(z.enum(RUNNING_REASONS)),
  updateTime: z.string(),
  state: z.object({
    lastReceivedAt: z.string(),
    lastDeviceTime: z.string(),
    batteryVoltage: z.number().nullable(),
    selfTest: z.enum(['pass', 'fail', '']),
    door: z.enum(['open', 'closed', '']),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    /** The staleness light: yellow, then red, when values are older than their presets' light times. */
    staleColour: z.enum(['yellow', 'red', '']),
    valueColour: z.enum([...LIGHT_COLOURS, '']),
    events: z.array(z.enum(DEVICE_EVENTS)),
    problem: z.enum(['noItems', 'invalidItems', 'invalidRules', '']),
  }),
  items: z.array(statusItemRow),
  alarms: z.array(statusAlarmRow),
  orders: z.array(statusOrderRow),
});
export type RunningStatusDetail = z.infer<typeof runningStatusDetail>;
