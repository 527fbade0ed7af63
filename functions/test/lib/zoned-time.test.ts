import { describe, expect, it } from 'vitest';
import { knownZone, monthRange, zonedText } from '../../src/lib/zoned-time';

describe('months and times in a report time zone (decision 0051)', () => {
  it('bounds a month at local midnight, across a daylight-saving change inside it', () => {
    // Paris: summer time (+2) until 25 October 2026 01:00 UTC, then +1
    expect(monthRange('2026-10', 'Europe/Paris')).toEqual({ from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' });
    expect(monthRange('2026-12', 'Asia/Shanghai')).toEqual({ from: '2026-11-30T16:00:00.000Z', to: '2026-12-31T16:00:00.000Z' });
    expect(monthRange('2026-03', 'America/New_York')).toEqual({ from: '2026-03-01T05:00:00.000Z', to: '2026-04-01T04:00:00.000Z' });
    expect(monthRange('2026-02', 'UTC')).toEqual({ from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' });
  });

  it('writes wall-clock times, the offset of each instant its own', () => {
    expect(zonedText('2026-10-25T00:30:00.000Z', 'Europe/Paris')).toBe('2026-10-25 02:30:00');
    expect(zonedText('2026-10-25T01:30:00.000Z', 'Europe/Paris')).toBe('2026-10-25 02:30:00');
    expect(zonedText('2026-10-25T00:59:59.999Z', 'Europe/Paris')).toBe('2026-10-25 02:59:59');
    expect(zonedText('2026-10-25T01:00:00.000Z', 'Europe/Paris')).toBe('2026-10-25 02:00:00');
    expect(zonedText('2026-06-01T00:00:00.000Z', 'Asia/Kolkata')).toBe('2026-06-01 05:30:00');
    expect(zonedText('', 'Asia/Kolkata')).toBe('');
  });

  it('knows a zone only when the runtime does', () => {
    expect(knownZone(' Asia/Shanghai ')).toBe('Asia/Shanghai');
    expect(knownZone('')).toBeNull();
    expect(knownZone('Nowhere/Atlantis')).toBeNull();
  });
});
