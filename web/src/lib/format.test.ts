import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './format';

describe('date formatting', () => {
  it('shows year-month-day hour:minute:second', () => {
    const d = new Date(2024, 4, 24, 8, 5, 9);
    expect(formatDateTime(d)).toBe('2024-05-24 08:05:09');
    expect(formatDate(d)).toBe('2024-05-24');
  });

  it('treats a 10-digit number as Unix seconds and a 13-digit one as milliseconds', () => {
    expect(toDate(1716537909)?.getTime()).toBe(1716537909000);
    expect(toDate('1716537909')?.getTime()).toBe(1716537909000);
    expect(toDate(1716537909123)?.getTime()).toBe(1716537909123);
  });

  it('reads ISO strings and leaves empty or invalid values blank', () => {
    expect(toDate('2024-05-24T00:00:00.000Z')?.toISOString()).toBe('2024-05-24T00:00:00.000Z');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
