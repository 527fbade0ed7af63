/**
 * Limits and ranges of monitoring lighting rules (docs/decisions/0015-monitoring-presets.md), shared so that the
 * form shows exactly the refusal the server answers.
 *
 * - A limit is a decimal number: optional minus sign, up to 9 integer digits, optionally a decimal separator (a point
 *   or a comma, "3.5" = "3,5") and up to 6 decimals. Nothing else: no spaces inside, no thousands separators, no
 *   exponent, no plus sign. An empty limit is unbounded on that side.
 * - A rule covers [lower, upper): lower included, upper excluded; an empty lower is -infinity, an empty upper
 *   +infinity. The lower limit must be strictly below the upper one (an equal pair would be an empty range).
 * - The rules of one item tile the real line: sorted by lower limit, the first has no lower limit, the last has no
 *   upper limit and each rule starts exactly where the previous one ends. So every value lies in exactly one rule.
 */

/** The text form of a limit (after trimming). */
export const LIMIT_PATTERN = /^-?\d{1,9}(?:[.,]\d{1,6})?$/;

/**
 * A limit as typed or sent: '' / null / undefined -> null (unbounded); a valid number or text -> the number;
 * anything else -> undefined (refused with `monitorItem.limitFormat`).
 */
export function parseLimit(input: unknown): number | null | undefined {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) && LIMIT_PATTERN.test(String(input)) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (text === '') return null;
  if (!LIMIT_PATTERN.test(text)) return undefined;
  const value = Number(text.replace(',', '.'));
  return Object.is(value, -0) ? 0 : value;
}

/** A limit for a form field: '' when unbounded. */
export const limitText = (limit: number | null | undefined): string => (limit === null || limit === undefined ? '' : String(limit));

export interface LimitRange {
  lowerLimit: number | null;
  upperLimit: number | null;
}

export type RangeProblemCode = 'monitorItem.limitOrder' | 'monitorItem.rangeGap' | 'monitorItem.rangeGapBelow' | 'monitorItem.rangeGapAbove' | 'monitorItem.rangeOverlap';

/** A refusal attached to one rule (its index in the list as given) and one of its limit fields. */
export interface RangeProblem {
  index: number;
  field: 'lowerLimit' | 'upperLimit';
  code: RangeProblemCode;
}

const lowerOf = (r: LimitRange) => r.lowerLimit ?? Number.NEGATIVE_INFINITY;
const upperOf = (r: LimitRange) => r.upperLimit ?? Number.POSITIVE_INFINITY;

/** Does the rule's range [lower, upper) hold the value? */
export const rangeHolds = (range: LimitRange, value: number): boolean => lowerOf(range) <= value && value < upperOf(range);

/**
 * Every problem of a list of ranges, each on the offending rule: a lower limit not below its upper limit; otherwise
 * (sorted by lower limit, then upper) a gap below the first rule, between two neighbours or above the last one, and
 * an overlap with the previous rule. No problems <=> the ranges tile the real line. An empty list has no problem
 * here (the schema requires at least one rule).
 */
export function lightingRangeProblems(ranges: readonly LimitRange[]): RangeProblem[] {
  const order: RangeProblem[] = [];
  ranges.forEach((r, index) => {
    if (lowerOf(r) >= upperOf(r)) order.push({ index, field: 'upperLimit', code: 'monitorItem.limitOrder' });
  });
  if (order.length > 0 || ranges.length === 0) return order;

  // (infinity - infinity is NaN, so compare rather than subtract)
  const compare = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
  const sorted = ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => compare(lowerOf(a.range), lowerOf(b.range)) || compare(upperOf(a.range), upperOf(b.range)) || a.index - b.index);
  const problems: RangeProblem[] = [];
  const first = sorted[0];
  if (first.range.lowerLimit !== null) problems.push({ index: first.index, field: 'lowerLimit', code: 'monitorItem.rangeGapBelow' });
  // `reach`: how far the rules so far cover (a rule inside a longer one does not shorten it).
  let reach = first;
  for (const next of sorted.slice(1)) {
    const end = upperOf(reach.range);
    const start = lowerOf(next.range);
    if (start > end) problems.push({ index: next.index, field: 'lowerLimit', code: 'monitorItem.rangeGap' });
    else if (start < end) problems.push({ index: next.index, field: 'lowerLimit', code: 'monitorItem.rangeOverlap' });
    if (upperOf(next.range) >= upperOf(reach.range)) reach = next;
  }
  if (reach.range.upperLimit !== null) problems.push({ index: reach.index, field: 'upperLimit', code: 'monitorItem.rangeGapAbove' });
  return problems.sort((a, b) => a.index - b.index);
}
