/**
 * The telemetry bench's table check (test/load/telemetry-load.ts, `npm run bench` part f) must fail when a message is
 * lost, stored twice or unknown, or an alarm condition has no alarm, two orders, or an alarm where none was sent: a
 * check that passes by construction would make its "0 lost, 0 duplicated" verdict worthless.
 */
import { describe, expect, it } from 'vitest';
import { checkTelemetry, planOpenLoop, quantile, type PlannedPublish, type TableFacts } from '../../../test/load/telemetry-load';

const serials = ['S-1', 'S-2', 'S-3', 'S-4'];
const alarmSerial = 'S-2';

function plan(): PlannedPublish[] {
  return planOpenLoop({ serials, ratePerS: 4, seconds: 5, clients: 2, duplicateEvery: 5, alarmSerials: new Set([alarmSerial]), runId: 'r', deviceEpochMs: Date.parse('2026-01-01T00:00:00Z') }, new Map());
}

/** What a faultless run leaves in the table: each id once, one alarm and one order on the alarm device. */
function faultless(planned: readonly PlannedPublish[]): TableFacts {
  const unique = new Map(planned.map((p) => [p.msgId, p.serial]));
  return {
    stored: [...unique].map(([msgId, serial]) => ({ serial, msgId })),
    alarms: new Map([[alarmSerial, 1]]),
    orders: new Map([[alarmSerial, 1]]),
    statuses: new Map(serials.map((s) => [s, s === alarmSerial ? 'exception' : 'normal'])),
  };
}

describe('telemetry bench load and check', () => {
  it('plans known ids, duplicates from another client and the alarm device raise, repeat and clear', () => {
    const planned = plan();
    const originals = planned.filter((p) => !p.duplicate);
    expect(originals).toHaveLength(20);
    expect(new Set(originals.map((p) => p.msgId)).size).toBe(20);
    const duplicates = planned.filter((p) => p.duplicate);
    expect(duplicates).toHaveLength(4);
    for (const d of duplicates) {
      const original = originals.find((p) => p.msgId === d.msgId)!;
      expect(d.payload).toBe(original.payload);
      expect(d.client).not.toBe(original.client);
    }
    const alarmDevice = originals.filter((p) => p.serial === alarmSerial);
    expect(alarmDevice.map((p) => p.abnormal)).toEqual([false, true, true, false, false]);
    expect(JSON.parse(alarmDevice[1].payload)).toMatchObject({ v: 1, values: { BATTERY_VOLTAGE: 10 } });
    expect(originals.filter((p) => p.serial !== alarmSerial).every((p) => !p.abnormal)).toBe(true);
  });

  it('passes a table holding every id once and one alarm and order per condition', () => {
    const planned = plan();
    const result = checkTelemetry(planned, faultless(planned));
    expect(result).toMatchObject({ expected: 20, stored: 20, lost: [], duplicated: [], unexpected: [], alarmMismatches: [], wrongStatus: [], pass: true });
  });

  it('fails on a lost message', () => {
    const planned = plan();
    const facts = faultless(planned);
    const lostId = facts.stored[7].msgId;
    const result = checkTelemetry(planned, { ...facts, stored: facts.stored.filter((s) => s.msgId !== lostId) });
    expect(result.pass).toBe(false);
    expect(result.lost).toEqual([lostId]);
  });

  it('fails on a message stored twice (a duplicate delivery that got through)', () => {
    const planned = plan();
    const facts = faultless(planned);
    const again = planned.find((p) => p.duplicate)!;
    const result = checkTelemetry(planned, { ...facts, stored: [...facts.stored, { serial: again.serial, msgId: again.msgId }] });
    expect(result.pass).toBe(false);
    expect(result.duplicated).toEqual([again.msgId]);
    expect(result.lost).toEqual([]);
  });

  it('fails on a stored id nobody published, a missing or doubled alarm order, an alarm without a condition, a wrong or missing status', () => {
    const planned = plan();
    const facts = faultless(planned);
    expect(checkTelemetry(planned, { ...facts, stored: [...facts.stored, { serial: 'S-1', msgId: 'r-S-1-99' }] }).unexpected).toEqual(['r-S-1-99']);
    expect(checkTelemetry(planned, { ...facts, orders: new Map() }).alarmMismatches).toEqual(['S-2: alarms 1, orders 0, expected 1']);
    expect(checkTelemetry(planned, { ...facts, orders: new Map([[alarmSerial, 2]]) }).alarmMismatches).toEqual(['S-2: alarms 1, orders 2, expected 1']);
    expect(checkTelemetry(planned, { ...facts, alarms: new Map([[alarmSerial, 1], ['S-3', 1]]) }).alarmMismatches).toEqual(['S-3: alarms 1, orders 0, expected 0']);
    const statuses = new Map(facts.statuses);
    statuses.delete('S-4');
    statuses.set(alarmSerial, 'normal');
    expect(checkTelemetry(planned, { ...facts, statuses })).toMatchObject({ wrongStatus: ['S-2: normal, expected exception', 'S-4: none, expected normal'], pass: false });
  });

  it('takes quantiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(samples, 0.5)).toBe(50);
    expect(quantile(samples, 0.99)).toBe(99);
    expect(quantile([5, 1, 3], 1)).toBe(5);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
