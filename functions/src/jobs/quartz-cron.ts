/**
 * The one cron dialect of scheduled jobs: Quartz, as RuoYi users type it (decision 0036), read into a model and
 * written out exactly for the two schedulers that run jobs: croner (local scheduler, next-run preview) and
 * EventBridge Scheduler (AWS). Pure: no scheduler is touched here.
 *
 * `sec min hour day-of-month month day-of-week [year]`, evaluated in UTC. Day-of-week 1 = Sunday ... 7 = Saturday or
 * SUN-SAT; months 1-12 or JAN-DEC; `*`, lists, ranges (a range may wrap: FRI-MON), steps (`0/30`, `*\/5`, `1-10/2`);
 * `?` in one day field; day-of-month `L` (last day) and `nW` (weekday nearest the nth); day-of-week `nL` (last n-day
 * of the month) and `n#k` (kth n-day). Jobs fire at most once a minute (EventBridge has no seconds): the seconds
 * field is 0. Day-of-month and day-of-week cannot both be restricted; a `*` in the unrestricted one reads as `?`.
 */

interface FieldSpec {
  min: number;
  max: number;
  /** Largest step Quartz takes in the field. */
  maxStep: number;
  names?: readonly string[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** Quartz numbering: SUN = 1 ... SAT = 7 (the same as EventBridge's). */
const QUARTZ_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const SPECS = {
  second: { min: 0, max: 59, maxStep: 59 },
  minute: { min: 0, max: 59, maxStep: 59 },
  hour: { min: 0, max: 23, maxStep: 23 },
  dayOfMonth: { min: 1, max: 31, maxStep: 31 },
  month: { min: 1, max: 12, maxStep: 12, names: MONTHS },
  dayOfWeek: { min: 1, max: 7, maxStep: 7, names: QUARTZ_DAYS },
  // EventBridge takes 1970-2199, Quartz 1970-2099: the common part.
  year: { min: 1970, max: 2099, maxStep: 129 },
} satisfies Record<string, FieldSpec>;

/** One comma-separated part of a field: `*`, `v`, `a-b`, `*\/s`, `v/s` or `a-b/s` (`end` < `start`: the range wraps). */
export interface CronItem {
  form: 'all' | 'value' | 'range' | 'all-step' | 'from-step' | 'range-step';
  start: number;
  end: number;
  step: number;
}

/** A field of plain items, or every value (`*`, and `?` in a day field). */
export interface CronField {
  items: CronItem[];
  /** `*` or `?`: no restriction. */
  any: boolean;
}

export type DayOfMonth = CronField | { special: 'last' } | { special: 'nearestWeekday'; day: number };
export type DayOfWeek = CronField | { special: 'lastOfMonth'; day: number } | { special: 'nth'; day: number; nth: number };

export interface QuartzCron {
  minute: CronField;
  hour: CronField;
  dayOfMonth: DayOfMonth;
  month: CronField;
  dayOfWeek: DayOfWeek;
  /** Absent when the expression has six fields. */
  year?: CronField;
}

const isPlain = <T extends object>(field: CronField | T): field is CronField => 'items' in field;
const restricts = (field: DayOfMonth | DayOfWeek) => !isPlain(field) || !field.any;

function parseValue(token: string, spec: FieldSpec): number | null {
  let n: number;
  if (/^\d{1,4}$/.test(token)) n = Number(token);
  else {
    const index = spec.names?.indexOf(token) ?? -1;
    if (index < 0) return null;
    n = index + spec.min;
  }
  return n >= spec.min && n <= spec.max ? n : null;
}

function parseItem(token: string, spec: FieldSpec): CronItem | null {
  const m = /^(\*|\w+)(?:-(\w+))?(?:\/(\d{1,3}))?$/.exec(token);
  if (!m) return null;
  const [, base, rangeEnd, stepText] = m;
  const step = stepText === undefined ? 1 : Number(stepText);
  if (step < 1 || step > spec.maxStep) return null;
  if (base === '*') {
    if (rangeEnd !== undefined) return null;
    return { form: stepText === undefined ? 'all' : 'all-step', start: spec.min, end: spec.max, step };
  }
  const start = parseValue(base!, spec);
  if (start === null) return null;
  if (rangeEnd === undefined) {
    return stepText === undefined ? { form: 'value', start, end: start, step } : { form: 'from-step', start, end: spec.max, step };
  }
  const end = parseValue(rangeEnd, spec);
  if (end === null) return null;
  return { form: stepText === undefined ? 'range' : 'range-step', start, end, step };
}

function parseField(text: string, spec: FieldSpec, questionMark = false): CronField | null {
  if (text === '*' || (questionMark && text === '?')) return { items: [], any: true };
  const items: CronItem[] = [];
  for (const token of text.split(',')) {
    const item = parseItem(token, spec);
    if (!item) return null;
    items.push(item);
  }
  return { items, any: false };
}

function parseDayOfMonth(text: string): DayOfMonth | null {
  if (text === 'L') return { special: 'last' };
  const weekday = /^(\d{1,2})W$/.exec(text);
  if (weekday) {
    const day = Number(weekday[1]);
    return day >= 1 && day <= 31 ? { special: 'nearestWeekday', day } : null;
  }
  return parseField(text, SPECS.dayOfMonth, true);
}

function parseDayOfWeek(text: string): DayOfWeek | null {
  const spec = SPECS.dayOfWeek;
  // `L` alone is Saturday, the last day of the week.
  if (text === 'L') return { items: [{ form: 'value', start: 7, end: 7, step: 1 }], any: false };
  const last = /^(\w+?)L$/.exec(text);
  if (last) {
    const day = parseValue(last[1]!, spec);
    return day === null ? null : { special: 'lastOfMonth', day };
  }
  const nth = /^(\w+)#(\d)$/.exec(text);
  if (nth) {
    const day = parseValue(nth[1]!, spec);
    const k = Number(nth[2]);
    return day === null || k < 1 || k > 5 ? null : { special: 'nth', day, nth: k };
  }
  return parseField(text, spec, true);
}

/** The expression as a model, or null when it is not a Quartz expression both schedulers run exactly. */
export function parseQuartz(expression: string): QuartzCron | null {
  const fields = expression.trim().toUpperCase().split(/\s+/);
  if (fields.length !== 6 && fields.length !== 7) return null;
  const [second, minute, hour, dom, month, dow, year] = fields as [string, string, string, string, string, string, string?];
  const seconds = parseField(second, SPECS.second);
  if (!seconds || seconds.any || valuesOf(seconds, SPECS.second).join() !== '0') return null;
  const model = {
    minute: parseField(minute, SPECS.minute),
    hour: parseField(hour, SPECS.hour),
    dayOfMonth: parseDayOfMonth(dom),
    month: parseField(month, SPECS.month),
    dayOfWeek: parseDayOfWeek(dow),
    year: year === undefined ? undefined : parseField(year, SPECS.year),
  };
  if (!model.minute || !model.hour || !model.dayOfMonth || !model.month || !model.dayOfWeek || model.year === null) return null;
  if (dom === '?' && dow === '?') return null;
  if (restricts(model.dayOfMonth) && restricts(model.dayOfWeek)) return null;
  return model as QuartzCron;
}

/* ---------------------------------------------------------------- values */

/** The values an item stands for, in Quartz's order (a wrapping range goes past the maximum to the minimum). */
function itemValues(item: CronItem, spec: FieldSpec): number[] {
  const span = spec.max - spec.min + 1;
  const end = item.end < item.start ? item.end + span : item.end;
  const values: number[] = [];
  for (let i = item.start; i <= end; i += item.step) values.push(((i - spec.min) % span) + spec.min);
  return values;
}

/** Every value a plain field allows, ascending. */
function valuesOf(field: CronField, spec: FieldSpec): number[] {
  if (field.any) return itemValuesAll(spec);
  return [...new Set(field.items.flatMap((item) => itemValues(item, spec)))].sort((a, b) => a - b);
}
const itemValuesAll = (spec: FieldSpec) => Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i);

/* ---------------------------------------------------------------- croner */

/** A plain field as croner reads it: `*` or the explicit list of values (`map` renumbers them). */
function cronerField(field: CronField, spec: FieldSpec, map: (n: number) => number = (n) => n): string {
  const values = valuesOf(field, spec);
  return values.length === spec.max - spec.min + 1 ? '*' : values.map(map).join(',');
}

/** Quartz day 1-7 (SUN = 1) -> croner's standard day 0-6 (SUN = 0). */
const cronerDay = (quartzDay: number) => quartzDay - 1;

/**
 * The croner pattern (seconds first, standard day numbering, to be run with `domAndDow: true`): every plain field is
 * written as the explicit list of its values, so nothing depends on how croner reads steps or ranges.
 */
export function toCronerPattern(cron: QuartzCron): string {
  const dom = cron.dayOfMonth;
  const dow = cron.dayOfWeek;
  const fields = [
    '0',
    cronerField(cron.minute, SPECS.minute),
    cronerField(cron.hour, SPECS.hour),
    isPlain(dom) ? cronerField(dom, SPECS.dayOfMonth) : dom.special === 'last' ? 'L' : `${dom.day}W`,
    cronerField(cron.month, SPECS.month),
    isPlain(dow)
      ? cronerField(dow, SPECS.dayOfWeek, cronerDay)
      : dow.special === 'lastOfMonth'
        ? `${cronerDay(dow.day)}#L`
        : `${cronerDay(dow.day)}#${dow.nth}`,
  ];
  if (cron.year) fields.push(cronerField(cron.year, SPECS.year));
  return fields.join(' ');
}

/* ---------------------------------------------------------------- EventBridge */

/**
 * A plain field in EventBridge's syntax, item by item to stay short (a schedule expression holds 256 characters):
 * the forms EventBridge documents are kept, a stepped range or a wrapping range becomes its list of values, and
 * day-of-week (no steps there) is written with day names.
 */
function eventBridgeField(field: CronField, spec: FieldSpec, dayNames = false): string {
  if (field.any) return '*';
  const name = (n: number) => (dayNames ? QUARTZ_DAYS[n - 1]! : String(n));
  return field.items
    .map((item) => {
      const wraps = item.end < item.start;
      if (item.form === 'all') return '*';
      if (item.form === 'value') return name(item.start);
      if (item.form === 'range' && !wraps) return `${name(item.start)}-${name(item.end)}`;
      if (!dayNames && item.form === 'all-step') return `*/${item.step}`;
      if (!dayNames && item.form === 'from-step') return `${item.start}/${item.step}`;
      return itemValues(item, spec).map(name).join(',');
    })
    .join(',');
}

/** `cron(min hour dom month dow year)`: seconds dropped (always 0), one day field `?`, day numbers as in Quartz. */
export function toEventBridgePattern(cron: QuartzCron): string {
  const dom = cron.dayOfMonth;
  const dow = cron.dayOfWeek;
  const dowRestricted = restricts(dow);
  const ebDom = dowRestricted ? '?' : isPlain(dom) ? eventBridgeField(dom, SPECS.dayOfMonth) : dom.special === 'last' ? 'L' : `${dom.day}W`;
  const ebDow = !dowRestricted
    ? '?'
    : isPlain(dow)
      ? eventBridgeField(dow, SPECS.dayOfWeek, true)
      : dow.special === 'lastOfMonth'
        ? `${dow.day}L`
        : `${dow.day}#${dow.nth}`;
  const year = cron.year ? eventBridgeField(cron.year, SPECS.year) : '*';
  return `cron(${eventBridgeField(cron.minute, SPECS.minute)} ${eventBridgeField(cron.hour, SPECS.hour)} ${ebDom} ${eventBridgeField(cron.month, SPECS.month)} ${ebDow} ${year})`;
}
