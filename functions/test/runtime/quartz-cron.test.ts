/**
 * The Quartz dialect of scheduled jobs (decision 0036): what RuoYi users type is read with Quartz's meaning (day-of-week
 * 1 = Sunday), previewed by croner and written for EventBridge Scheduler from the same model.
 */
import { describe, expect, it } from 'vitest';
import { isValidCron, nextFireTimes, toEventBridgeCron } from '../../src/jobs/cron';

/** Thursday 1 January 2026, 00:10 UTC. */
const FROM = new Date('2026-01-01T00:10:00Z');
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const runs = (expression: string, count = 5) => nextFireTimes(expression, count, FROM);
const weekdays = (expression: string, count = 10) => runs(expression, count).map((t) => DAY[new Date(t).getUTCDay()]);
const dates = (expression: string, count = 5) => runs(expression, count).map((t) => t.slice(0, 10));

describe('Quartz cron: next runs', () => {
  it('reads day-of-week numbers as Quartz does: 1 = Sunday ... 7 = Saturday', () => {
    expect(weekdays('0 0 12 ? * 2-6')).toEqual(['Thu', 'Fri', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Mon', 'Tue', 'Wed']);
    expect(runs('0 0 12 ? * 2-6')).toEqual(runs('0 0 12 ? * MON-FRI'));
    expect(weekdays('0 0 12 ? * 1', 3)).toEqual(['Sun', 'Sun', 'Sun']);
    expect(dates('0 0 12 ? * 1', 2)).toEqual(['2026-01-04', '2026-01-11']);
    expect(weekdays('0 0 12 ? * 7', 2)).toEqual(['Sat', 'Sat']);
    expect(weekdays('0 0 12 ? * L', 2)).toEqual(['Sat', 'Sat']);
    expect(weekdays('0 0 12 ? * 1,7', 4)).toEqual(['Sat', 'Sun', 'Sat', 'Sun']);
    expect(weekdays('0 0 12 ? * sun,sat', 4)).toEqual(['Sat', 'Sun', 'Sat', 'Sun']);
  });

  it('takes ranges that wrap and steps in day-of-week', () => {
    expect(weekdays('0 0 12 ? * FRI-MON', 5)).toEqual(['Fri', 'Sat', 'Sun', 'Mon', 'Fri']);
    expect(weekdays('0 0 12 ? * 6-2', 5)).toEqual(['Fri', 'Sat', 'Sun', 'Mon', 'Fri']);
    expect(weekdays('0 0 12 ? * 1/2', 5)).toEqual(['Thu', 'Sat', 'Sun', 'Tue', 'Thu']);
    expect(weekdays('0 0 12 ? * 2-6/2', 4)).toEqual(['Fri', 'Mon', 'Wed', 'Fri']);
  });

  it('nth and last weekday of the month: 6#3 is the third Friday, 6L the last', () => {
    expect(dates('0 0 10 ? * 6#3')).toEqual(['2026-01-16', '2026-02-20', '2026-03-20', '2026-04-17', '2026-05-15']);
    expect(dates('0 0 10 ? * FRI#3')).toEqual(dates('0 0 10 ? * 6#3'));
    expect(dates('0 15 10 ? * 2#1', 3)).toEqual(['2026-01-05', '2026-02-02', '2026-03-02']);
    expect(dates('0 0 12 ? * 6L', 3)).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
    expect(dates('0 0 12 ? * 1L', 2)).toEqual(['2026-01-25', '2026-02-22']);
  });

  it('last day and nearest weekday of the month', () => {
    expect(dates('0 0 12 L * ?', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    // 15 Feb and 15 Mar 2026 are Sundays, 15 Aug a Saturday.
    expect(dates('0 0 12 15W * ?', 3)).toEqual(['2026-01-15', '2026-02-16', '2026-03-16']);
    expect(dates('0 0 12 15W 8 ?', 1)).toEqual(['2026-08-14']);
  });

  it('Quartz steps: 0/30, */5, 1/2, a-b/s', () => {
    expect(runs('0 0/30 * * * ?', 3)).toEqual(['2026-01-01T00:30:00.000Z', '2026-01-01T01:00:00.000Z', '2026-01-01T01:30:00.000Z']);
    expect(runs('0 */5 * * * *', 2)).toEqual(['2026-01-01T00:15:00.000Z', '2026-01-01T00:20:00.000Z']);
    expect(runs('0 0 1/2 * * ?', 3)).toEqual(['2026-01-01T01:00:00.000Z', '2026-01-01T03:00:00.000Z', '2026-01-01T05:00:00.000Z']);
    expect(dates('0 0 12 1/2 * ?', 3)).toEqual(['2026-01-01', '2026-01-03', '2026-01-05']);
    expect(runs('0 10-50/20 * * * ?', 4)).toEqual([
      '2026-01-01T00:30:00.000Z',
      '2026-01-01T00:50:00.000Z',
      '2026-01-01T01:10:00.000Z',
      '2026-01-01T01:30:00.000Z',
    ]);
    expect(dates('0 0 0 1 1/6 ?', 2)).toEqual(['2026-07-01', '2027-01-01']);
  });

  it('months by name, hours that wrap, and a year', () => {
    expect(dates('0 0 12 1 JAN,JUL ?', 3)).toEqual(['2026-01-01', '2026-07-01', '2027-01-01']);
    expect(runs('0 0 22-1 * * ?', 4)).toEqual(['2026-01-01T01:00:00.000Z', '2026-01-01T22:00:00.000Z', '2026-01-01T23:00:00.000Z', '2026-01-02T00:00:00.000Z']);
    expect(runs('0 0 0 1 1 ? 2027', 3)).toEqual(['2027-01-01T00:00:00.000Z']);
  });

  it('a * in the unrestricted day field reads as ?', () => {
    expect(runs('0 0 12 * * 2-6')).toEqual(runs('0 0 12 ? * 2-6'));
    expect(runs('0 0 3 * * *')).toEqual(runs('0 0 3 * * ?'));
    expect(runs('0 0 3 1 * *')).toEqual(runs('0 0 3 1 * ?'));
  });

  it.each([
    ['0 0 12 ? * 0', 'day 0: Quartz days are 1-7'],
    ['0 0 12 ? * 8', 'day 8'],
    ['30 0 12 * * ?', 'a second other than 0 (EventBridge fires on the minute)'],
    ['*/10 * * * * ?', 'more than once a minute'],
    ['0 0 12 ? * ?', 'both day fields ?'],
    ['0 0 12 1 * MON', 'both day fields restricted'],
    ['0 0 12 LW * ?', 'LW (not documented by EventBridge)'],
    ['0 0 12 L-3 * ?', 'L-3 (not documented by EventBridge)'],
    ['0 0 12 ? * 2#1,3#2', 'more than one #'],
    ['0 0 12 ? * 2#6', 'a sixth Monday'],
    ['0 0 12 32W * ?', 'day 32'],
    ['0 0 12 31 2 ?', 'never fires'],
    ['0 0 12 * * ? 2020', 'only in the past'],
    ['0 0 12 * * ? 1969', 'a year EventBridge does not take'],
    ['0 0/60 * * * ?', 'a step longer than the field'],
    ['0 0 24 * * ?', 'hour 24'],
    ['0 0 12 ? FOO *', 'an unknown month'],
    ['0 0 12 * *', 'five fields'],
    ['0 0 12 * * ? * *', 'eight fields'],
    ['0 *-5 * * * ?', 'a range from *'],
  ])('refuses %s (%s)', (expression) => {
    expect(isValidCron(expression)).toBe(false);
    expect(nextFireTimes(expression, 1, FROM)).toEqual([]);
    expect(() => toEventBridgeCron(expression)).toThrow();
  });
});

describe('Quartz cron: EventBridge Scheduler', () => {
  it.each([
    ['0 0 12 ? * 2-6', 'cron(0 12 ? * MON-FRI *)'],
    ['0 0 12 * * 2-6', 'cron(0 12 ? * MON-FRI *)'],
    ['0 30 1 ? * MON-FRI', 'cron(30 1 ? * MON-FRI *)'],
    ['0 0 10 ? * 6#3', 'cron(0 10 ? * 6#3 *)'],
    ['0 0 10 ? * FRI#3', 'cron(0 10 ? * 6#3 *)'],
    ['0 0 12 ? * 6L', 'cron(0 12 ? * 6L *)'],
    ['0 0 12 ? * L', 'cron(0 12 ? * SAT *)'],
    ['0 0 12 ? * FRI-MON', 'cron(0 12 ? * FRI,SAT,SUN,MON *)'],
    ['0 0 12 ? * 1/2', 'cron(0 12 ? * SUN,TUE,THU,SAT *)'],
    ['0 0/30 * * * ?', 'cron(0/30 * * * ? *)'],
    ['0 */5 * * * *', 'cron(*/5 * * * ? *)'],
    ['0 0 1/2 * * ?', 'cron(0 1/2 * * ? *)'],
    ['0 0 12 1/2 * ?', 'cron(0 12 1/2 * ? *)'],
    ['0 10-50/20 * * * ?', 'cron(10,30,50 * * * ? *)'],
    ['0 0 22-1 * * ?', 'cron(0 22,23,0,1 * * ? *)'],
    ['0 0 12 L * ?', 'cron(0 12 L * ? *)'],
    ['0 0 12 15W * ?', 'cron(0 12 15W * ? *)'],
    ['0 0 12 1 JAN,JUL ?', 'cron(0 12 1 1,7 ? *)'],
    ['0 0 0 1 1 ? 2027', 'cron(0 0 1 1 ? 2027)'],
    ['0 0 2 * * ?', 'cron(0 2 * * ? *)'],
  ])('%s -> %s', (expression, eventBridge) => {
    expect(toEventBridgeCron(expression)).toBe(eventBridge);
  });

  it('fires at the same times as the preview: the EventBridge fields read back as Quartz give the same runs', () => {
    const expressions = ['0 0 12 ? * 2-6', '0 0 10 ? * 6#3', '0 0 12 ? * 6L', '0 0 12 ? * FRI-MON', '0 0 12 ? * 1/2', '0 10-50/20 * * * ?', '0 0 22-1 * * ?', '0 0 12 15W * ?', '0 0 12 1 JAN,JUL ?', '0 0/30 8-17 ? * MON-FRI'];
    for (const expression of expressions) {
      const inner = /^cron\((.*)\)$/.exec(toEventBridgeCron(expression))![1]!;
      expect(runs(`0 ${inner}`, 12), expression).toEqual(runs(expression, 12));
    }
  });
});
