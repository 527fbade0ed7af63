import type { LightColour, LightingRule } from '@aed/shared/schemas/monitor-item';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { worseColour, type LightingResult } from '../monitor-item/lighting';

/**
 * The alarm engine's decision for one new value of a device's preset (decision 0047), pure: from the alarm the
 * reading names (or none), the value's light and the preset's delay and hysteresis, what to write. One open alarm per
 * device and preset; a repeat updates it; severity follows the value; a normal value clears it; a cleared alarm that
 * recurs is a new one.
 */

export interface AlarmPreset {
  itemType: '1' | '2' | '3';
  rules: readonly LightingRule[];
  alarmDelayMinutes: number;
  alarmHysteresis: number;
}

export interface AlarmSubject {
  deviceId: number;
  serialNumber: string;
  deptId: number;
  deptPath: string;
  itemId: number;
  itemCode: string;
}

export type AlarmTransition = 'raised' | 'cleared';

export type AlarmPlan =
  | { kind: 'none' }
  | { kind: 'create'; alarm: Omit<AlarmItem, 'alarmId'>; transition: AlarmTransition | null }
  | { kind: 'update'; alarm: AlarmItem; readVersion: number; transition: AlarmTransition | null }
  /** A pending alarm whose value came back before the delay: it never was. */
  | { kind: 'delete'; alarm: AlarmItem; readVersion: number };

const MINUTE_MS = 60_000;

/** How far `v` lies outside a rule's range [lower, upper) (0 inside). */
function distance(rule: LightingRule, v: number): number {
  if (rule.lowerLimit !== null && v < rule.lowerLimit) return rule.lowerLimit - v;
  if (rule.upperLimit !== null && v >= rule.upperLimit) return v - rule.upperLimit;
  return 0;
}
const nearest = (rules: readonly LightingRule[], v: number) => rules.reduce((min, r) => Math.min(min, distance(r, v)), Number.POSITIVE_INFINITY);

/**
 * With hysteresis H (single values only; sets and groups have no one boundary), a value raises only H or more away
 * from every green range, and clears only H or more away from every other range.
 */
function margins(preset: AlarmPreset, value: unknown): { raises: boolean; clears: boolean } {
  if (preset.alarmHysteresis <= 0 || preset.itemType !== '1' || typeof value !== 'number') return { raises: true, clears: true };
  const green = preset.rules.filter((r) => r.lightColour === 'green');
  const other = preset.rules.filter((r) => r.lightColour !== 'green');
  return { raises: nearest(green, value) >= preset.alarmHysteresis, clears: nearest(other, value) >= preset.alarmHysteresis };
}

export function planAlarm(input: {
  before: AlarmItem | null;
  lit: LightingResult;
  value: unknown;
  deviceTime: string;
  now: string;
  preset: AlarmPreset;
  subject: AlarmSubject;
}): AlarmPlan {
  const { before, lit, value, deviceTime, now, preset, subject } = input;
  const colour: LightColour | null = lit.valueColour;
  if (colour === null || !lit.rule) return { kind: 'none' };
  const rule = lit.rule;
  const abnormal = colour !== 'green';
  const { raises, clears } = margins(preset, value);
  const shown = JSON.stringify(value);
  const held = (firstAt: string) => Date.parse(deviceTime) - Date.parse(firstAt) >= preset.alarmDelayMinutes * MINUTE_MS;

  if (!before || before.state === 'cleared') {
    if (!abnormal || !raises) return { kind: 'none' };
    const open = preset.alarmDelayMinutes === 0;
    return {
      kind: 'create',
      transition: open ? 'raised' : null,
      alarm: {
        ...subject,
        state: open ? 'open' : 'pending',
        severity: colour,
        worstSeverity: colour,
        ruleCode: rule.ruleCode,
        ...(rule.lowerLimit !== null ? { lowerLimit: rule.lowerLimit } : {}),
        ...(rule.upperLimit !== null ? { upperLimit: rule.upperLimit } : {}),
        emailNotify: rule.emailNotify,
        pushNotify: rule.pushNotify,
        autoAlarmOrder: rule.autoAlarmOrder,
        firstAt: deviceTime,
        lastAt: deviceTime,
        firstValue: shown,
        lastValue: shown,
        count: 1,
        raisedAt: open ? now : '',
        ackBy: '',
        ackAt: '',
        clearedAt: '',
        clearedBy: '',
        clearReason: '',
        orderId: 0,
        notified: [],
        version: 1,
        createTime: now,
        updateTime: now,
      },
    };
  }
  if (abnormal) {
    const raise = before.state === 'pending' && held(before.firstAt);
    return {
      kind: 'update',
      readVersion: before.version,
      transition: raise ? 'raised' : null,
      alarm: {
        ...before,
        // an alarm still open belongs to where its device is now (a device moved or sold takes its open alarms along)
        deptId: subject.deptId,
        deptPath: subject.deptPath,
        state: raise ? 'open' : before.state,
        raisedAt: raise ? now : before.raisedAt,
        severity: colour,
        worstSeverity: worseColour(before.worstSeverity, colour) ?? colour,
        ruleCode: rule.ruleCode,
        lowerLimit: rule.lowerLimit ?? undefined,
        upperLimit: rule.upperLimit ?? undefined,
        emailNotify: before.emailNotify || rule.emailNotify,
        pushNotify: before.pushNotify || rule.pushNotify,
        autoAlarmOrder: before.autoAlarmOrder || rule.autoAlarmOrder,
        lastAt: deviceTime,
        lastValue: shown,
        count: before.count + 1,
        version: before.version + 1,
        updateTime: now,
      },
    };
  }
  if (!clears) return { kind: 'none' };
  if (before.state === 'pending') return { kind: 'delete', alarm: before, readVersion: before.version };
  return {
    kind: 'update',
    readVersion: before.version,
    transition: 'cleared',
    alarm: { ...before, deptId: subject.deptId, deptPath: subject.deptPath, state: 'cleared', clearedAt: now, clearedBy: 'system', clearReason: 'normal', version: before.version + 1, updateTime: now },
  };
}
