/**
 * Property-based tests of the lighting rules (docs/decisions/0015): the range check shared by form and server
 * (random tilings accepted; a removed, shifted or doubled boundary refused as a gap or an overlap on the right row)
 * and the pure evaluator (every value falls in exactly one rule, whose colour and actions it gets).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIGHT_COLOURS, LIGHT_SEVERITY, lightingRulesInput, type LightingRule } from '@aed/shared/schemas/monitor-item';
import { lightingRangeProblems, parseLimit, rangeHolds } from '@aed/shared/schemas/monitor-item-limits';
import { evaluateMonitorItem, ruleForValue, staleColourOf, worseColour } from '../../src/domain/monitor-item/lighting';
import { assertValidMonitorItem } from '../../src/domain/monitor-item/monitor-item-service';
import { AppError } from '../../src/lib/app-error';

/** Boundaries with two decimals, so they also survive the text form of a limit. */
const boundaries = (maxLength = 19) =>
  fc.uniqueArray(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength }).map((list) => list.sort((a, b) => a - b).map((n) => n / 100));

const ruleFields = fc.record({ lightColour: fc.constantFrom(...LIGHT_COLOURS), emailNotify: fc.boolean(), pushNotify: fc.boolean(), autoAlarmOrder: fc.boolean() });

/** A valid tiling in sorted order: (-inf, b0), [b0, b1), ..., [bk, +inf). */
const sortedTiling = (maxBoundaries = 19) =>
  boundaries(maxBoundaries).chain((bounds) =>
    fc.array(ruleFields, { minLength: bounds.length + 1, maxLength: bounds.length + 1 }).map((fields) =>
      fields.map(
        (f, i): LightingRule => ({
          ruleCode: `R${i}`,
          ruleName: `Rule ${i}`,
          lowerLimit: i === 0 ? null : bounds[i - 1],
          upperLimit: i === bounds.length ? null : bounds[i],
          description: '',
          ...f,
        }),
      ),
    ),
  );

/** The same tiling in a random order (the form's rows need not be sorted). */
const shuffledTiling = (maxBoundaries = 19) =>
  sortedTiling(maxBoundaries).chain((rules) => fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }));

const codes = (rules: readonly LightingRule[]) => lightingRangeProblems(rules).map((p) => `${rules[p.index].ruleCode}.${p.field}:${p.code}`);
const withLimits = (rule: LightingRule, limits: Partial<Pick<LightingRule, 'lowerLimit' | 'upperLimit'>>): LightingRule => ({ ...rule, ...limits });
const fresh = { ageMinutes: 0 };
const noTimes = { redLightMinutes: 0, yellowLightMinutes: 0 };

describe('limit format: a decimal number with a point or a comma', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['-20', -20],
    [' 7 ', 7],
    ['0', 0],
    ['-0', 0],
    ['', null],
    [null, null],
    [undefined, null],
    [12.25, 12.25],
  ])('%j -> %j', (input, out) => expect(parseLimit(input)).toBe(out));

  it.each(['1.000,5', '1,000,000', '1e3', '+3', '3.', '.5', ',5', 'abc', '3 5', '--1', 'Infinity', '1234567890', '1.1234567'])('refuses %j', (input) => expect(parseLimit(input)).toBeUndefined());
  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7, 0.1 + 0.2])('refuses the number %j', (input) => expect(parseLimit(input)).toBeUndefined());

  it('reads the same number from the point and the comma form', () =>
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), fc.integer({ min: 0, max: 999_999 }), (whole, decimals) => {
        const text = `${whole}.${String(decimals).padStart(6, '0')}`;
        expect(parseLimit(text.replace('.', ','))).toBe(parseLimit(text));
        expect(parseLimit(text)).toBe(Number(text) === 0 ? 0 : Number(text));
      }),
    ));

  it('refuses any text with a character other than digits, one leading minus and one decimal point or comma', () =>
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (text) => {
        fc.pre(!/^\s*-?\d{1,9}(?:[.,]\d{1,6})?\s*$/.test(text) && text.trim() !== '');
        expect(parseLimit(text)).toBeUndefined();
      }),
    ));
});

describe('range check: the rules tile the real line', () => {
  it('accepts every valid tiling, in any row order, also through the shared schema with decimal commas', () =>
    fc.assert(
      fc.property(shuffledTiling(), fc.boolean(), (rules, comma) => {
        expect(lightingRangeProblems(rules)).toEqual([]);
        const asTyped = rules.map((r) => ({
          ...r,
          lowerLimit: r.lowerLimit === null ? '' : comma ? String(r.lowerLimit).replace('.', ',') : String(r.lowerLimit),
          upperLimit: r.upperLimit === null ? '' : comma ? String(r.upperLimit).replace('.', ',') : String(r.upperLimit),
        }));
        const parsed = lightingRulesInput.safeParse(asTyped);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(parsed.data?.map((r) => [r.lowerLimit, r.upperLimit])).toEqual(rules.map((r) => [r.lowerLimit, r.upperLimit]));
        expect(() => assertValidMonitorItem({ ...noTimes, rules })).not.toThrow();
      }),
    ));

  it('refuses a removed rule as a gap (below, between or above the others)', () =>
    fc.assert(
      fc.property(sortedTiling().filter((r) => r.length >= 2), fc.nat(), (rules, pick) => {
        const removed = pick % rules.length;
        const left = rules.filter((_, i) => i !== removed);
        const problems = lightingRangeProblems(left);
        const expected = removed === 0 ? 'monitorItem.rangeGapBelow' : removed === rules.length - 1 ? 'monitorItem.rangeGapAbove' : 'monitorItem.rangeGap';
        expect(problems.map((p) => p.code)).toEqual([expected]);
        // the row shown: the rule after the hole (its lower limit), or the last rule (its upper limit)
        const shown = removed === rules.length - 1 ? rules[removed - 1] : rules[removed + 1];
        expect(codes(left)).toEqual([`${shown.ruleCode}.${removed === rules.length - 1 ? 'upperLimit' : 'lowerLimit'}:${expected}`]);
        expect(lightingRulesInput.safeParse(left).success).toBe(false);
      }),
    ));

  it('refuses a lower limit moved up as a gap and moved down as an overlap, on that rule', () =>
    fc.assert(
      fc.property(sortedTiling().filter((r) => r.length >= 3), fc.nat(), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.boolean(), (rules, pick, fraction, up) => {
        // an inner boundary: rule j+1 starts where rule j ends, both bounded on that side
        const j = 1 + (pick % (rules.length - 2));
        const next = rules[j];
        // up: stay below its own upper limit; down: stay above the previous rule's lower limit
        // in thousandths, so float noise (99999.92 - 99999.87 = 0.05000000000291) cannot let delta equal the width
        const width = Math.round((up ? next.upperLimit! - next.lowerLimit! : next.lowerLimit! - (rules[j - 1].lowerLimit ?? next.lowerLimit! - 1000)) * 1000) / 1000;
        const delta = Math.max(0.001, Math.round(width * fraction * 1000) / 1000);
        fc.pre(delta < width);
        const moved = rules.map((r, i) => (i === j ? withLimits(r, { lowerLimit: r.lowerLimit! + (up ? delta : -delta) }) : r));
        expect(codes(moved)).toEqual([`${next.ruleCode}.lowerLimit:${up ? 'monitorItem.rangeGap' : 'monitorItem.rangeOverlap'}`]);
      }),
    ));

  it('refuses an upper limit moved down as a gap and moved up as an overlap, shown on the following rule', () =>
    fc.assert(
      fc.property(sortedTiling().filter((r) => r.length >= 3), fc.nat(), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.boolean(), (rules, pick, fraction, down) => {
        const j = 1 + (pick % (rules.length - 2));
        const rule = rules[j];
        const width = Math.round((down ? rule.upperLimit! - rule.lowerLimit! : (rules[j + 1].upperLimit ?? rule.upperLimit! + 1000) - rule.upperLimit!) * 1000) / 1000;
        const delta = Math.max(0.001, Math.round(width * fraction * 1000) / 1000);
        fc.pre(delta < width);
        const moved = rules.map((r, i) => (i === j ? withLimits(r, { upperLimit: r.upperLimit! + (down ? -delta : delta) }) : r));
        expect(codes(moved)).toEqual([`${rules[j + 1].ruleCode}.lowerLimit:${down ? 'monitorItem.rangeGap' : 'monitorItem.rangeOverlap'}`]);
      }),
    ));

  it('refuses bounding the lowest rule below or the highest above', () =>
    fc.assert(
      fc.property(sortedTiling(), fc.integer({ min: 1, max: 100_000 }), (rules, away) => {
        const first = rules[0];
        const lowered = rules.map((r, i) => (i === 0 ? withLimits(r, { lowerLimit: (first.upperLimit ?? 0) - away }) : r));
        expect(codes(lowered)).toEqual([`${first.ruleCode}.lowerLimit:monitorItem.rangeGapBelow`]);
        const last = rules[rules.length - 1];
        const capped = rules.map((r, i) => (i === rules.length - 1 ? withLimits(r, { upperLimit: (last.lowerLimit ?? 0) + away }) : r));
        expect(codes(capped)).toEqual([`${last.ruleCode}.upperLimit:monitorItem.rangeGapAbove`]);
      }),
    ));

  it('refuses a doubled rule as an overlap on one of the copies', () =>
    fc.assert(
      fc.property(shuffledTiling(), fc.nat(), (rules, pick) => {
        const copy = { ...rules[pick % rules.length], ruleCode: 'COPY' };
        const problems = lightingRangeProblems([...rules, copy]);
        expect(problems.map((p) => p.code)).toEqual(['monitorItem.rangeOverlap']);
      }),
    ));

  it('refuses a lower limit not below its upper limit (an empty range) before looking at the tiling', () => {
    const rules = [withLimits(sampleRule('A'), { lowerLimit: null, upperLimit: 5 }), withLimits(sampleRule('B'), { lowerLimit: 5, upperLimit: 5 }), withLimits(sampleRule('C'), { lowerLimit: 9, upperLimit: 6 })];
    expect(codes(rules)).toEqual(['B.upperLimit:monitorItem.limitOrder', 'C.upperLimit:monitorItem.limitOrder']);
  });

  it('shows every row of a rule nested in a longer one', () => {
    const rules = [
      withLimits(sampleRule('LOW'), { lowerLimit: null, upperLimit: 0 }),
      withLimits(sampleRule('WIDE'), { lowerLimit: 0, upperLimit: 10 }),
      withLimits(sampleRule('INSIDE'), { lowerLimit: 2, upperLimit: 3 }),
      withLimits(sampleRule('REST'), { lowerLimit: 3, upperLimit: null }),
    ];
    expect(codes(rules)).toEqual(['INSIDE.lowerLimit:monitorItem.rangeOverlap', 'REST.lowerLimit:monitorItem.rangeOverlap']);
  });
});

function sampleRule(ruleCode: string, lightColour: LightingRule['lightColour'] = 'green'): LightingRule {
  return { ruleCode, ruleName: ruleCode, lowerLimit: null, upperLimit: null, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' };
}

/** A value anywhere, or exactly on / next to a boundary of the rules. */
const valueFor = (rules: readonly LightingRule[]) =>
  fc.oneof(
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    fc.constantFrom(...rules.flatMap((r) => [r.lowerLimit, r.upperLimit]).filter((v): v is number => v !== null), 0).chain((b) => fc.constantFrom(b, b - 0.001, b + 0.001)),
  );

describe('evaluator', () => {
  it('puts every value of a valid tiling in exactly one rule, whose colour and actions it gets', () =>
    fc.assert(
      fc.property(
        shuffledTiling().chain((rules) => fc.tuple(fc.constant(rules), valueFor(rules))),
        ([rules, value]) => {
          const holding = rules.filter((r) => rangeHolds(r, value));
          expect(holding).toHaveLength(1);
          const result = evaluateMonitorItem({ itemType: '1', ...noTimes, rules }, { values: value, ...fresh });
          expect(result).toEqual({
            colour: holding[0].lightColour,
            valueColour: holding[0].lightColour,
            staleColour: null,
            rule: holding[0],
            decidedBy: 0,
            actions: { email: holding[0].emailNotify, push: holding[0].pushNotify, alarmOrder: holding[0].autoAlarmOrder },
            problem: null,
          });
        },
      ),
    ));

  it('puts a value on a boundary in the rule that starts there (lower included, upper excluded)', () => {
    const rules = [withLimits(sampleRule('LOW', 'red'), { upperLimit: 10.5 }), withLimits(sampleRule('OK', 'green'), { lowerLimit: 10.5 })];
    expect(ruleForValue(rules, 10.5)?.ruleCode).toBe('OK');
    expect(ruleForValue(rules, 10.499999)?.ruleCode).toBe('LOW');
  });

  it('gives a data set the worst colour of its values, decided by the first value of that colour', () =>
    fc.assert(
      fc.property(
        shuffledTiling().chain((rules) => fc.tuple(fc.constant(rules), fc.array(valueFor(rules), { minLength: 1, maxLength: 12 }))),
        ([rules, values]) => {
          const result = evaluateMonitorItem({ itemType: '2', ...noTimes, rules }, { values, ...fresh });
          const colours = values.map((v) => ruleForValue(rules, v)!.lightColour);
          const worst = Math.max(...colours.map((c) => LIGHT_SEVERITY[c]));
          const first = colours.findIndex((c) => LIGHT_SEVERITY[c] === worst);
          expect(result.colour).toBe(colours[first]);
          expect(result.decidedBy).toBe(first);
          expect(result.rule).toBe(ruleForValue(rules, values[first]));
          expect(result.actions).toEqual({ email: result.rule!.emailNotify, push: result.rule!.pushNotify, alarmOrder: result.rule!.autoAlarmOrder });
        },
      ),
    ));

  it('gives a data pairing group the worst colour of its named values, naming the value that decided', () =>
    fc.assert(
      fc.property(
        shuffledTiling().chain((rules) => fc.tuple(fc.constant(rules), fc.dictionary(fc.constantFrom('adultPads', 'childPads', 'battery', 'padPak'), valueFor(rules), { minKeys: 1 }))),
        ([rules, values]) => {
          const result = evaluateMonitorItem({ itemType: '3', ...noTimes, rules }, { values, ...fresh });
          const entries = Object.entries(values);
          const worst = Math.max(...entries.map(([, v]) => LIGHT_SEVERITY[ruleForValue(rules, v)!.lightColour]));
          const decided = entries.find(([, v]) => LIGHT_SEVERITY[ruleForValue(rules, v)!.lightColour] === worst)!;
          expect(result.decidedBy).toBe(decided[0]);
          expect(result.colour).toBe(ruleForValue(rules, decided[1])!.lightColour);
        },
      ),
    ));

  it('turns the light yellow, then red, as the last value ages; staleness never makes it better', () =>
    fc.assert(
      fc.property(
        shuffledTiling(4),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.integer({ min: 0, max: 20_000 })),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (rules, a, b, age, value) => {
          const [yellowLightMinutes, redLightMinutes] = a > 0 && b > 0 ? [Math.min(a, b), Math.max(a, b) + 1] : [a, b];
          const item = { itemType: '1' as const, redLightMinutes, yellowLightMinutes, rules };
          const stale = redLightMinutes > 0 && (age ?? Infinity) >= redLightMinutes ? 'red' : yellowLightMinutes > 0 && (age ?? Infinity) >= yellowLightMinutes ? 'yellow' : null;
          expect(staleColourOf(item, age)).toBe(stale);
          const result = evaluateMonitorItem(item, { values: value, ageMinutes: age });
          const valueColour = ruleForValue(rules, value)!.lightColour;
          expect(result.staleColour).toBe(stale);
          expect(result.colour).toBe(worseColour(valueColour, stale));
          expect(LIGHT_SEVERITY[result.colour!]).toBeGreaterThanOrEqual(LIGHT_SEVERITY[valueColour]);
          // the actions are the matched rule's, whatever the age
          expect(result.rule).toBe(ruleForValue(rules, value));
        },
      ),
    ));

  it('without any value shows only the staleness light (never sent = infinitely old) and asks for nothing', () => {
    const rules = [sampleRule('ALL', 'green')];
    expect(evaluateMonitorItem({ itemType: '1', redLightMinutes: 60, yellowLightMinutes: 30, rules }, { values: null, ageMinutes: null })).toMatchObject({
      colour: 'red',
      valueColour: null,
      rule: null,
      actions: { email: false, push: false, alarmOrder: false },
      problem: null,
    });
    expect(evaluateMonitorItem({ itemType: '1', ...noTimes, rules }, { values: null, ageMinutes: null }).colour).toBeNull();
    expect(evaluateMonitorItem({ itemType: '2', ...noTimes, rules }, { values: [], ...fresh }).colour).toBeNull();
  });

  it('reports rules that do not tile (a stored item broken by hand) and values of the wrong shape', () => {
    const broken = [withLimits(sampleRule('A', 'red'), { upperLimit: 5 }), withLimits(sampleRule('B'), { lowerLimit: 6 })];
    expect(evaluateMonitorItem({ itemType: '1', ...noTimes, rules: broken }, { values: 5.5, ...fresh })).toMatchObject({ colour: null, problem: 'invalidRules' });
    expect(evaluateMonitorItem({ itemType: '1', ...noTimes, rules: [] }, { values: 1, ...fresh })).toMatchObject({ problem: 'invalidRules' });
    const rules = [sampleRule('ALL', 'green')];
    expect(evaluateMonitorItem({ itemType: '1', ...noTimes, rules }, { values: [1], ...fresh }).problem).toBe('invalidValue');
    expect(evaluateMonitorItem({ itemType: '2', ...noTimes, rules }, { values: 1, ...fresh }).problem).toBe('invalidValue');
    expect(evaluateMonitorItem({ itemType: '3', ...noTimes, rules }, { values: [1, 2], ...fresh }).problem).toBe('invalidValue');
    expect(evaluateMonitorItem({ itemType: '2', ...noTimes, rules }, { values: [1, Number.NaN], ...fresh }).problem).toBe('invalidValue');
  });
});

describe('domain check (the same rules without the schema in front)', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      return e instanceof AppError ? { code: e.errorCode, fields: e.fields } : e;
    }
    return undefined;
  };

  it('refuses malformed limits, repeated rule codes, gaps and a yellow time not before the red one, naming each field', () => {
    const ok = [withLimits(sampleRule('LOW'), { upperLimit: 1 }), withLimits(sampleRule('HIGH'), { lowerLimit: 1 })];
    expect(refusal(() => assertValidMonitorItem({ ...noTimes, rules: [withLimits(ok[0], { upperLimit: 1e-7 }), ok[1]] }))).toEqual({
      code: 'monitorItem.limitFormat',
      fields: [{ path: 'rules.0.upperLimit', errorCode: 'monitorItem.limitFormat' }],
    });
    expect(refusal(() => assertValidMonitorItem({ ...noTimes, rules: [ok[0], { ...ok[1], ruleCode: 'low' }] }))).toMatchObject({ code: 'monitorItem.ruleCodeRepeated' });
    expect(refusal(() => assertValidMonitorItem({ ...noTimes, rules: [ok[0], withLimits(ok[1], { lowerLimit: 2 })] }))).toEqual({
      code: 'monitorItem.rangeGap',
      fields: [{ path: 'rules.1.lowerLimit', errorCode: 'monitorItem.rangeGap' }],
    });
    expect(refusal(() => assertValidMonitorItem({ redLightMinutes: 30, yellowLightMinutes: 30, rules: ok }))).toMatchObject({ code: 'monitorItem.yellowAfterRed' });
    expect(refusal(() => assertValidMonitorItem({ ...noTimes, rules: [] }))).toMatchObject({ code: 'monitorItem.noRules' });
    expect(refusal(() => assertValidMonitorItem({ redLightMinutes: 0, yellowLightMinutes: 30, rules: ok }))).toBeUndefined();
  });
});
