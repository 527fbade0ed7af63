/**
 * The lighting rule evaluator (docs/decisions/0015): a pure function from a monitoring item preset and a reading
 * (its value(s) and the age of the last one) to the light and the actions the matched rule asks for. No I/O, no
 * clock: the IoT code passes the age in.
 */
import { LIGHT_SEVERITY, type LightColour, type LightingRule, type MonitorItemRecord } from '@aed/shared/schemas/monitor-item';
import { lightingRangeProblems, rangeHolds } from '@aed/shared/schemas/monitor-item-limits';

/** Single value: a number; data set: a list of numbers; data pairing group: named numbers. */
export type MonitorValues = number | readonly number[] | Readonly<Record<string, number>>;

export interface MonitorReading {
  /** The last values received; null when the device never sent any. */
  values: MonitorValues | null;
  /** Minutes since the last values arrived; null when never. */
  ageMinutes: number | null;
}

export interface LightingActions {
  email: boolean;
  push: boolean;
  alarmOrder: boolean;
}

export interface LightingResult {
  /** The light shown: the worse of `valueColour` and `staleColour`; null when neither applies. */
  colour: LightColour | null;
  /** The colour of the rule the (worst) value falls in; null without a usable value. */
  valueColour: LightColour | null;
  /** Red after `redLightMinutes`, yellow after `yellowLightMinutes` without a new value (0 = no limit). */
  staleColour: 'red' | 'yellow' | null;
  /** The rule that gave `valueColour`. */
  rule: LightingRule | null;
  /** Which value decided: its index in a data set, its name in a pairing group, 0 for a single value. */
  decidedBy: number | string | null;
  /** What the matched rule asks for (staleness alone asks for nothing). */
  actions: LightingActions;
  /** Why no value colour could be given although values were sent. */
  problem: 'invalidRules' | 'invalidValue' | null;
}

export type EvaluatedItem = Pick<MonitorItemRecord, 'itemType' | 'redLightMinutes' | 'yellowLightMinutes' | 'rules'>;

const NO_ACTIONS: LightingActions = { email: false, push: false, alarmOrder: false };

export const actionsOf = (rule: LightingRule): LightingActions => ({ email: rule.emailNotify, push: rule.pushNotify, alarmOrder: rule.autoAlarmOrder });

/** The worse of two colours (null = none). */
export function worseColour(a: LightColour | null, b: LightColour | null): LightColour | null {
  if (a === null) return b;
  if (b === null) return a;
  return LIGHT_SEVERITY[b] > LIGHT_SEVERITY[a] ? b : a;
}

/** Do the rules tile the real line (so every value finds exactly one rule)? */
export const rulesAreValid = (rules: readonly LightingRule[]): boolean => rules.length > 0 && lightingRangeProblems(rules).length === 0;

/** The rule whose range [lower, upper) holds the value (exactly one when the rules are valid). */
export const ruleForValue = (rules: readonly LightingRule[], value: number): LightingRule | undefined => rules.find((r) => rangeHolds(r, value));

/** The light a reading's age gives: red from `redLightMinutes`, yellow from `yellowLightMinutes`; never sent = infinitely old. */
export function staleColourOf(item: Pick<EvaluatedItem, 'redLightMinutes' | 'yellowLightMinutes'>, ageMinutes: number | null): 'red' | 'yellow' | null {
  const age = ageMinutes ?? Number.POSITIVE_INFINITY;
  if (item.redLightMinutes > 0 && age >= item.redLightMinutes) return 'red';
  if (item.yellowLightMinutes > 0 && age >= item.yellowLightMinutes) return 'yellow';
  return null;
}

/** The values of a reading in order with their names, or undefined when their shape does not fit the item type. */
function valuesOf(itemType: EvaluatedItem['itemType'], values: MonitorValues): [number | string, number][] | undefined {
  if (itemType === '1') return typeof values === 'number' ? [[0, values]] : undefined;
  if (itemType === '2') return Array.isArray(values) ? values.map((v, i) => [i, v]) : undefined;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  return Object.entries(values as Record<string, number>);
}

/**
 * Evaluates a reading: each value falls in exactly one rule; the worst colour (LIGHT_SEVERITY) among the values
 * wins, the first such value on a tie; the light is that colour or the staleness colour, whichever is worse.
 */
export function evaluateMonitorItem(item: EvaluatedItem, reading: MonitorReading): LightingResult {
  const staleColour = staleColourOf(item, reading.ageMinutes);
  const none = (problem: LightingResult['problem']): LightingResult => ({ colour: staleColour, valueColour: null, staleColour, rule: null, decidedBy: null, actions: NO_ACTIONS, problem });
  if (reading.values === null) return none(null);
  if (!rulesAreValid(item.rules)) return none('invalidRules');
  const values = valuesOf(item.itemType, reading.values);
  if (values === undefined || values.some(([, v]) => typeof v !== 'number' || !Number.isFinite(v))) return none('invalidValue');
  if (values.length === 0) return none(null);

  let worst: { rule: LightingRule; decidedBy: number | string } | undefined;
  for (const [name, value] of values) {
    const rule = ruleForValue(item.rules, value)!;
    if (!worst || LIGHT_SEVERITY[rule.lightColour] > LIGHT_SEVERITY[worst.rule.lightColour]) worst = { rule, decidedBy: name };
  }
  const { rule, decidedBy } = worst!;
  return { colour: worseColour(rule.lightColour, staleColour), valueColour: rule.lightColour, staleColour, rule, decidedBy, actions: actionsOf(rule), problem: null };
}
