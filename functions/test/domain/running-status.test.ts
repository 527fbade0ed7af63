import { describe, expect, it } from 'vitest';
import { computeRunningStatus, deviceConditionChanged, NEVER_DAY, nextStatusChangeDay, type RunningInputs } from '../../src/domain/iot/running-status';

const base: RunningInputs = { monitor: null, openAlarmOrders: 0, maintenanceDue: '', consumableExpiries: [], today: '2026-11-29' };
const run = (over: Partial<RunningInputs>) => computeRunningStatus({ ...base, ...over });

describe('running status', () => {
  it('is normal with nothing wrong, and for a green value', () => {
    expect(run({})).toEqual({ status: 'normal', reasons: [] });
    expect(run({ monitor: { valueColour: 'green', staleColour: '' } })).toEqual({ status: 'normal', reasons: [] });
  });

  it('maps the value colours and keeps the abnormal value as the reason', () => {
    expect(run({ monitor: { valueColour: 'red', staleColour: '' } })).toEqual({ status: 'exception', reasons: ['abnormalValue'] });
    expect(run({ monitor: { valueColour: 'purple', staleColour: '' } }).status).toBe('displacement');
    expect(run({ monitor: { valueColour: 'pink', staleColour: '' } }).status).toBe('expired');
    expect(run({ monitor: { valueColour: 'yellow', staleColour: '' } }).status).toBe('warning');
  });

  it('counts an unsolved alarm order and overdue maintenance as exceptions, due soon as a warning', () => {
    expect(run({ openAlarmOrders: 1 })).toEqual({ status: 'exception', reasons: ['alarmOrderUnsolved'] });
    expect(run({ maintenanceDue: '2026-11-28' })).toEqual({ status: 'exception', reasons: ['maintenanceOverdue'] });
    expect(run({ maintenanceDue: '2026-12-06' })).toEqual({ status: 'warning', reasons: ['maintenanceDueSoon'] });
    expect(run({ maintenanceDue: '2026-12-07' })).toEqual({ status: 'normal', reasons: [] });
  });

  it('warns for an open training order within 7 days of its planned date and past it (the device is still ready)', () => {
    expect(run({ trainingDue: '2026-11-28' })).toEqual({ status: 'warning', reasons: ['trainingOverdue'] });
    expect(run({ trainingDue: '2026-12-06' })).toEqual({ status: 'warning', reasons: ['trainingDueSoon'] });
    expect(run({ trainingDue: '2026-12-07' })).toEqual({ status: 'normal', reasons: [] });
    expect(run({ trainingDue: '2026-11-01', openAlarmOrders: 1 })).toEqual({ status: 'exception', reasons: ['alarmOrderUnsolved', 'trainingOverdue'] });
    // its window and its passing are days the sweep turns
    expect(nextStatusChangeDay({ ...base, trainingDue: '2026-12-20' })).toBe('2026-12-13');
    expect(nextStatusChangeDay({ ...base, trainingDue: '2026-12-20', today: '2026-12-13' })).toBe('2026-12-21');
  });

  it('says expired for an expired consumable and warns 30 days ahead', () => {
    expect(run({ consumableExpiries: ['2026-11-28', ''] })).toEqual({ status: 'expired', reasons: ['consumableExpired'] });
    expect(run({ consumableExpiries: ['2026-12-29'] })).toEqual({ status: 'warning', reasons: ['consumableExpiring'] });
    expect(run({ consumableExpiries: ['2026-12-30'] })).toEqual({ status: 'normal', reasons: [] });
  });

  it('is unknown when silent past the red light time with nothing else wrong; late is a warning', () => {
    expect(run({ monitor: { valueColour: 'green', staleColour: 'red' } })).toEqual({ status: 'unknown', reasons: ['notReporting'] });
    expect(run({ monitor: { valueColour: 'green', staleColour: 'yellow' } })).toEqual({ status: 'warning', reasons: ['reportingLate'] });
    expect(run({ monitor: { valueColour: 'green', staleColour: 'red' }, consumableExpiries: ['2026-01-01'] })).toEqual({ status: 'expired', reasons: ['consumableExpired', 'notReporting'] });
  });

  it('counts what the device says of itself: a failed self-test and a fault are exceptions, the AED out is a displacement', () => {
    const green = { valueColour: 'green', staleColour: '' } as const;
    const said = (events: string[], selfTest: 'pass' | 'fail' | '' = '') => run({ monitor: { ...green, events, selfTest } });
    expect(said([], 'fail')).toEqual({ status: 'exception', reasons: ['selfTestFailed'] });
    expect(said([], 'pass')).toEqual({ status: 'normal', reasons: [] });
    expect(said(['mainBoard'])).toEqual({ status: 'exception', reasons: ['mainBoardProblem'] });
    expect(said(['brokenLine'])).toEqual({ status: 'exception', reasons: ['brokenLine'] });
    expect(said(['caseOpenAedOut'])).toEqual({ status: 'displacement', reasons: ['aedNotInPlace'] });
    expect(said(['lowBattery'])).toEqual({ status: 'warning', reasons: ['lowBattery'] });
    expect(said(['caseOpenAedIn'])).toEqual({ status: 'warning', reasons: ['caseOpen'] });
    expect(said(['normal'])).toEqual({ status: 'normal', reasons: [] });
    // an event a later contract version adds counts for nothing here rather than failing the status
    expect(said(['somethingNew'])).toEqual({ status: 'normal', reasons: [] });
    // the worst wins, with every reason
    const many = said(['lowBattery', 'caseOpenAedOut'], 'fail');
    expect(many.status).toBe('exception');
    expect(many.reasons.sort()).toEqual(['aedNotInPlace', 'lowBattery', 'selfTestFailed']);
    expect(said(['lowBattery', 'caseOpenAedOut']).status).toBe('displacement');
    // a displaced AED that stopped reporting stays displaced: its last word holds
    expect(run({ monitor: { valueColour: 'green', staleColour: 'red', events: ['caseOpenAedOut'] } })).toEqual({ status: 'displacement', reasons: ['aedNotInPlace', 'notReporting'] });
  });

  it('tells when a device state changes what counts: events (in any order, normal aside) or a failed self-test', () => {
    const state = (events: string[], selfTest: 'pass' | 'fail' | '' = '') => ({ valueColour: '', staleColour: '', events, selfTest }) as const;
    expect(deviceConditionChanged(state(['lowBattery', 'mainBoard']), state(['mainBoard', 'lowBattery', 'normal']))).toBe(false);
    expect(deviceConditionChanged(state([]), state(['normal'], 'pass'))).toBe(false);
    expect(deviceConditionChanged(state([]), null)).toBe(false);
    expect(deviceConditionChanged(state(['lowBattery']), state([]))).toBe(true);
    expect(deviceConditionChanged(state([], 'pass'), state([], 'fail'))).toBe(true);
    expect(deviceConditionChanged(state(['caseOpenAedIn']), state(['caseOpenAedOut']))).toBe(true);
    expect(deviceConditionChanged(null, state([], 'fail'))).toBe(true);
  });

  it('takes the worst: exception over displacement over expired over warning, with every reason', () => {
    const all = run({ monitor: { valueColour: 'purple', staleColour: 'yellow' }, openAlarmOrders: 2, maintenanceDue: '2026-12-01', consumableExpiries: ['2026-11-01'] });
    expect(all.status).toBe('exception');
    expect(all.reasons.sort()).toEqual(['abnormalValue', 'alarmOrderUnsolved', 'consumableExpired', 'maintenanceDueSoon', 'reportingLate']);
    expect(run({ monitor: { valueColour: 'purple', staleColour: '' }, consumableExpiries: ['2026-11-01'] }).status).toBe('displacement');
  });

  it('names the next day time alone changes the dates\' verdict, and that day changes it', () => {
    const day = (over: Partial<RunningInputs>) => nextStatusChangeDay({ ...base, ...over });
    expect(day({})).toBe(NEVER_DAY);
    // maintenance due 2026-12-20: soon from 12-13, overdue from 12-21
    expect(day({ maintenanceDue: '2026-12-20' })).toBe('2026-12-13');
    expect(day({ maintenanceDue: '2026-12-20', today: '2026-12-13' })).toBe('2026-12-21');
    expect(run({ maintenanceDue: '2026-12-20', today: '2026-12-12' }).status).toBe('normal');
    expect(run({ maintenanceDue: '2026-12-20', today: '2026-12-13' }).reasons).toEqual(['maintenanceDueSoon']);
    expect(run({ maintenanceDue: '2026-12-20', today: '2026-12-21' }).reasons).toEqual(['maintenanceOverdue']);
    // the earliest of several dates; days already past count no more
    expect(day({ maintenanceDue: '2027-03-01', consumableExpiries: ['2027-01-10', ''] })).toBe('2026-12-11');
    expect(day({ consumableExpiries: ['2026-11-01'] })).toBe(NEVER_DAY);
    expect(day({ consumableExpiries: ['2026-12-20'] })).toBe('2026-12-21');
  });

  it('warns of a failed latest inspection until a later one passes', () => {
    expect(run({ latestInspection: 'fail' })).toEqual({ status: 'warning', reasons: ['inspectionFailed'] });
    expect(run({ latestInspection: 'pass' })).toEqual({ status: 'normal', reasons: [] });
    expect(run({ latestInspection: '' })).toEqual({ status: 'normal', reasons: [] });
    // a worse input keeps its status, the failed inspection stays a reason
    expect(run({ latestInspection: 'fail', openAlarmOrders: 1 })).toEqual({ status: 'exception', reasons: ['alarmOrderUnsolved', 'inspectionFailed'] });
    expect(run({ latestInspection: 'fail', monitor: { valueColour: 'green', staleColour: 'red' } })).toEqual({ status: 'warning', reasons: ['inspectionFailed', 'notReporting'] });
  });
});
