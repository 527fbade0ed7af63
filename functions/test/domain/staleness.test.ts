/** The staleness light (decisions 0047, 0052): presets' light times and the model's heartbeat, and when it next changes. */
import { describe, expect, it } from 'vitest';
import { NEVER, stalenessOf } from '../../src/domain/iot/staleness';

const MIN = 60_000;
const t0 = Date.parse('2026-11-29T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * MIN).toISOString();
const reading = { itemId: 1, receivedAt: at(0) };
const slowPreset = { itemId: 1, yellowLightMinutes: 600, redLightMinutes: 1200 };
const noTimes = { itemId: 1, yellowLightMinutes: 0, redLightMinutes: 0 };
const beat = (minutes: number) => ({ lastReceivedAt: at(0), minutes });

describe('stalenessOf', () => {
  it('turns a connected device late at 1.5 heartbeats and not reporting at 2, before its presets longer times', () => {
    expect(stalenessOf([reading], [slowPreset], t0 + 10 * MIN, beat(60))).toEqual({ staleColour: '', nextCheckAt: at(90) });
    expect(stalenessOf([reading], [slowPreset], t0 + 90 * MIN, beat(60))).toEqual({ staleColour: 'yellow', nextCheckAt: at(120) });
    expect(stalenessOf([reading], [slowPreset], t0 + 120 * MIN, beat(60))).toEqual({ staleColour: 'red', nextCheckAt: at(600) });
  });

  it('lights a device whose presets have no light times by its heartbeat alone, and never one with no heartbeat', () => {
    expect(stalenessOf([reading], [noTimes], t0 + 121 * MIN, beat(60))).toEqual({ staleColour: 'red', nextCheckAt: NEVER });
    expect(stalenessOf([reading], [noTimes], t0 + 121 * MIN, beat(0))).toEqual({ staleColour: '', nextCheckAt: NEVER });
    expect(stalenessOf([reading], [noTimes], t0 + 121 * MIN)).toEqual({ staleColour: '', nextCheckAt: NEVER });
  });

  it('counts the heartbeat from the last message of any kind, even with no readings', () => {
    expect(stalenessOf([], [], t0 + 100 * MIN, { lastReceivedAt: at(50), minutes: 60 })).toEqual({ staleColour: '', nextCheckAt: at(140) });
  });
});
