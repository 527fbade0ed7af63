import * as z from 'zod';
import { idListQuery, optionalText, pageQuery } from '../api/envelope';
import { lightingRangeProblems, parseLimit } from './monitor-item-limits';

/** 0 enabled, 1 disabled. */
export const MONITOR_ITEM_STATUSES = ['0', '1'] as const;
/** 1 single value, 2 data set (a list of values), 3 data pairing group (named values). */
export const MONITOR_ITEM_TYPES = ['1', '2', '3'] as const;
export type MonitorItemType = (typeof MONITOR_ITEM_TYPES)[number];
/** Light colours of spec section 9. */
export const LIGHT_COLOURS = ['red', 'yellow', 'green', 'pink', 'purple'] as const;
export type LightColour = (typeof LIGHT_COLOURS)[number];
/**
 * How serious a colour is (higher = worse): the worst colour of a data set wins and staleness only ever makes a
 * light worse. Green normal, yellow early warning, pink consumable attention, purple displaced / out of service,
 * red fault (docs/decisions/0015).
 */
export const LIGHT_SEVERITY: Readonly<Record<LightColour, number>> = { green: 0, yellow: 1, pink: 2, purple: 3, red: 4 };
/** Presets live in one partition, so a list is one Query (docs/decisions/0013). */
export const MAX_MONITOR_ITEMS = 500;
/** Rules are embedded in their item (one item stays far below DynamoDB's 400 KB). */
export const MAX_LIGHTING_RULES = 20;
/** Red / yellow light times: minutes without a new value, at most one year; 0 = no time limit. */
export const MAX_LIGHT_MINUTES = 525_600;

export const lightingRuleRecord = z.object({
  ruleCode: z.string(),
  ruleName: z.string(),
  /** null = unbounded (-infinity). The rule covers [lowerLimit, upperLimit). */
  lowerLimit: z.number().nullable(),
  /** null = unbounded (+infinity). */
  upperLimit: z.number().nullable(),
  lightColour: z.enum(LIGHT_COLOURS),
  emailNotify: z.boolean(),
  pushNotify: z.boolean(),
  autoAlarmOrder: z.boolean(),
  description: z.string(),
});
export type LightingRule = z.infer<typeof lightingRuleRecord>;

export const monitorItemRecord = z.object({
  itemId: z.number(),
  itemCode: z.string(),
  itemName: z.string(),
  itemType: z.enum(MONITOR_ITEM_TYPES),
  redLightMinutes: z.number(),
  yellowLightMinutes: z.number(),
  alarmDelayMinutes: z.number(),
  alarmClearMinutes: z.number(),
  alarmRepeatMinutes: z.number(),
  alarmHysteresis: z.number(),
  status: z.enum(MONITOR_ITEM_STATUSES),
  /** Platform preset the IoT mapping relies on: seeded, never deleted, code and type fixed. */
  reserved: z.boolean(),
  rules: z.array(lightingRuleRecord),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type MonitorItemRecord = z.infer<typeof monitorItemRecord>;

/** A limit as text ("3,5", "-20", "") or a number; the output is the number or null (unbounded). */
const limitInput = z.union([z.number(), z.string().max(20, 'monitorItem.limitFormat'), z.null()]).optional().transform((value, ctx) => {
  const limit = parseLimit(value);
  if (limit === undefined) {
    ctx.addIssue({ code: 'custom', message: 'monitorItem.limitFormat' });
    return z.NEVER;
  }
  return limit;
});

export const lightingRuleInput = z.object({
  ruleCode: z.string().trim().min(1, 'common.validation').max(32).regex(/^[A-Za-z0-9._-]+$/, 'monitorItem.ruleCodeFormat'),
  ruleName: z.string().trim().min(1, 'common.validation').max(50),
  lowerLimit: limitInput,
  upperLimit: limitInput,
  lightColour: z.enum(LIGHT_COLOURS, 'common.validation'),
  emailNotify: z.boolean().default(false),
  pushNotify: z.boolean().default(false),
  autoAlarmOrder: z.boolean().default(false),
  description: z.string().trim().max(200).optional().default(''),
});
export type LightingRuleInput = z.input<typeof lightingRuleInput>;

/** The rule list: 1..MAX_LIGHTING_RULES rules, codes unique within the item, ranges tiling the real line. */
export const lightingRulesInput = z
  .array(lightingRuleInput)
  .min(1, 'monitorItem.noRules')
  .max(MAX_LIGHTING_RULES, 'monitorItem.tooManyRules')
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const code = rule.ruleCode.toLowerCase();
      if (seen.has(code)) ctx.addIssue({ code: 'custom', message: 'monitorItem.ruleCodeRepeated', path: [index, 'ruleCode'] });
      seen.add(code);
    });
    for (const problem of lightingRangeProblems(rules)) ctx.addIssue({ code: 'custom', message: problem.code, path: [problem.index, problem.field] });
  });

const lightMinutes = z.coerce.number().int('common.validation').min(0, 'common.validation').max(MAX_LIGHT_MINUTES, 'common.validation').default(0);

/** The alarm engine's settings of a preset (docs/decisions/0047-telemetry.md). */
export const ALARM_LIMITS = { delayMinutes: 1440, clearMinutes: 10_080, hysteresis: 1_000_000, repeatMinutes: 10_080, repeatMinMinutes: 15 } as const;
const alarmMinutes = (max: number) => z.coerce.number().int('common.validation').min(0, 'common.validation').max(max, 'common.validation').default(0);

const monitorItemFields = {
  itemCode: z.string().trim().min(1, 'common.validation').max(32).regex(/^[A-Za-z0-9._-]+$/, 'monitorItem.codeFormat'),
  itemName: z.string().trim().min(1, 'common.validation').max(50),
  itemType: z.enum(MONITOR_ITEM_TYPES, 'common.validation'),
  redLightMinutes: lightMinutes,
  yellowLightMinutes: lightMinutes,
  /** An abnormal value must hold this long before an alarm is raised (0: at once). */
  alarmDelayMinutes: alarmMinutes(ALARM_LIMITS.delayMinutes),
  /** An open alarm clears when the condition does not recur within this long (0: only a normal value clears it). */
  alarmClearMinutes: alarmMinutes(ALARM_LIMITS.clearMinutes),
  /** An open alarm not yet acknowledged is notified again every this long (0: never; else at least 15, decision 0052). */
  alarmRepeatMinutes: z.coerce
    .number()
    .int('common.validation')
    .min(0, 'common.validation')
    .max(ALARM_LIMITS.repeatMinutes, 'common.validation')
    .refine((m) => m <= 0 || m >= ALARM_LIMITS.repeatMinMinutes, 'monitorItem.repeatTooShort')
    .default(0),
  /** How far past a boundary a single value must go to raise, and back to clear (0: none). */
  alarmHysteresis: z.coerce.number('common.validation').min(0, 'common.validation').max(ALARM_LIMITS.hysteresis, 'common.validation').default(0),
  status: z.enum(MONITOR_ITEM_STATUSES).default('0'),
  rules: lightingRulesInput,
};

/** The yellow light (reference time) comes before the red one when both are set. */
const yellowBeforeRed = (item: { redLightMinutes: number; yellowLightMinutes: number }, ctx: z.RefinementCtx) => {
  if (item.redLightMinutes > 0 && item.yellowLightMinutes > 0 && item.yellowLightMinutes >= item.redLightMinutes) {
    ctx.addIssue({ code: 'custom', message: 'monitorItem.yellowAfterRed', path: ['yellowLightMinutes'] });
  }
};

/** The reserved flag is not part of any request: only the platform seed sets it (docs/decisions/0015). */
export const addMonitorItemBody = z.object(monitorItemFields).superRefine(yellowBeforeRed);
export type AddMonitorItemBody = z.infer<typeof addMonitorItemBody>;
export const updateMonitorItemBody = z.object({ itemId: z.coerce.number().int().positive(), ...monitorItemFields }).superRefine(yellowBeforeRed);
export type UpdateMonitorItemBody = z.infer<typeof updateMonitorItemBody>;

export const monitorItemSearch = z.object({
  itemCode: optionalText(32),
  itemName: optionalText(50),
  itemType: z.enum(MONITOR_ITEM_TYPES).optional().or(z.literal('').transform(() => undefined)),
  status: z.enum(MONITOR_ITEM_STATUSES).optional().or(z.literal('').transform(() => undefined)),
});
export type MonitorItemSearch = z.infer<typeof monitorItemSearch>;
export const monitorItemPageQuery = pageQuery.extend(monitorItemSearch.shape);
export type MonitorItemPageQuery = z.infer<typeof monitorItemPageQuery>;
export const monitorItemInfoQuery = z.object({ itemId: z.coerce.number().int().positive() });
export const deleteMonitorItemQuery = idListQuery;

/** Enabled items for the device form. */
export const monitorItemOption = z.object({ itemId: z.number(), itemCode: z.string(), itemName: z.string(), itemType: z.enum(MONITOR_ITEM_TYPES) });
export type MonitorItemOption = z.infer<typeof monitorItemOption>;
