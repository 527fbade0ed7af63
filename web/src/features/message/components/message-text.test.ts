/**
 * An alarm message's text in the reader's language (walk 17: a clear said "BATTERY_VOLTAGE = 10.2 at
 * 2026-11-29T11:07:37.139Z: back to normal", the last abnormal value and a raw instant).
 */
import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '@aed/shared/schemas/message';
import { i18n } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { messageText } from './message-text';

const AT = '2026-11-29T11:07:37.139Z';
const cleared = { msgType: 'alarmCleared', title: '', content: '', params: { serial: 'DEMO-CR2-0006', itemCode: 'BATTERY_VOLTAGE', severity: 'red', value: '10.2', at: AT, orderNo: '' } } as unknown as MessageRecord;

describe('alarm message texts', () => {
  it('names the last abnormal value as such and shows its time as a local date and time, in four languages', async () => {
    await i18n.loadNamespaces('message');
    const local = formatDateTime(AT);
    const content = (lng: string) => messageText(i18n.getFixedT(lng, 'message'), cleared).content;
    expect(content('en')).toBe(`BATTERY_VOLTAGE back to normal (last abnormal value 10.2 at ${local}).`);
    expect(content('fr')).toBe(`BATTERY_VOLTAGE revenu à la normale (dernière valeur anormale : 10.2 le ${local}).`);
    expect(content('zh-CN')).toBe(`BATTERY_VOLTAGE 已恢复正常（最后一次异常值：10.2，${local}）。`);
    expect(content('zh-TW')).toBe(`BATTERY_VOLTAGE 已恢復正常（最後一次異常值：10.2，${local}）。`);
    for (const lng of ['en', 'fr', 'zh-CN', 'zh-TW']) expect(messageText(i18n.getFixedT(lng, 'message'), { ...cleared, msgType: 'alarmRaised' } as MessageRecord).content).not.toContain(AT);
  });

  it('says how a clear ended: back to normal, not recurring, or by hand (never "back to normal" for a manual clear)', async () => {
    await i18n.loadNamespaces('message');
    const local = formatDateTime(AT);
    const content = (lng: string, reason: string) => messageText(i18n.getFixedT(lng, 'message'), { ...cleared, params: { ...cleared.params, reason } } as MessageRecord).content;
    expect(content('en', 'normal')).toBe(`BATTERY_VOLTAGE back to normal (last abnormal value 10.2 at ${local}).`);
    expect(content('en', 'manual')).toBe(`The alarm on BATTERY_VOLTAGE was cleared by hand (last abnormal value 10.2 at ${local}).`);
    expect(content('en', 'noRecurrence')).toBe(`BATTERY_VOLTAGE did not recur: the alarm is cleared (last abnormal value 10.2 at ${local}).`);
    for (const lng of ['fr', 'zh-CN', 'zh-TW']) {
      expect(content(lng, 'manual'), lng).not.toBe(content(lng, 'normal'));
      expect(content(lng, 'noRecurrence'), lng).not.toBe(content(lng, 'normal'));
      expect(content(lng, 'manual'), lng).toContain('10.2');
    }
  });
});
