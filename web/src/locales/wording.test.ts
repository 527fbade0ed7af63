/**
 * Wording found wrong in the browser walk of issue 15 (WALK15-REPORT.md), pinned so it does not come back.
 */
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';

describe('wording', () => {
  it('French: a job run that affected one item is not "1 éléments traités"', () => {
    const fr = i18n.getFixedT('fr', 'job');
    expect(fr('toast.runOk', { affected: 1, duration: 93 })).toBe("La tâche s'est exécutée avec succès (éléments traités : 1, 93 ms)");
    expect(fr('toast.runOk', { affected: 1, duration: 93 })).not.toMatch(/1 éléments/);
  });
});

describe('wording of sales in Chinese', () => {
  it('says a renewal is done without repeating the lease ("已续租", not "租约已续租")', () => {
    expect(i18n.getFixedT('zh-CN', 'sale')('toast.relet')).toBe('已续租');
    expect(i18n.getFixedT('zh-TW', 'sale')('toast.relet')).toBe('已續租');
  });

  it('explains the refusal of a sale that is not the newest in plain words', () => {
    expect(i18n.getFixedT('zh-CN', 'errors')('sale.notCurrent')).toBe('只有该设备最新的一条销售记录才能执行此操作');
    expect(i18n.getFixedT('zh-TW', 'errors')('sale.notCurrent')).toBe('只有該設備最新的一筆銷售紀錄才能執行此操作');
  });
});

/** Wording found in the browser walk of issue 16 (docs/walks/issue-16-walk.md). */
describe('wording of work orders', () => {
  const files = import.meta.glob<Record<string, unknown>>('./*/{workOrder,errors.order,message}.json', { eager: true, import: 'default' });
  const text = (lang: string) => Object.entries(files).filter(([path]) => path.startsWith(`./${lang}/`)).map(([, json]) => JSON.stringify(json)).join('\n');

  it('Chinese: one word for maintenance in the order screens, errors and messages (维护 / 維護, as sales and models say)', () => {
    expect(text('zh-CN')).not.toMatch(/维保/);
    expect(text('zh-TW')).not.toMatch(/維保/);
    expect(i18n.getFixedT('zh-CN', 'workOrder')('kind.2')).toBe(i18n.getFixedT('zh-CN', 'message')('kind.maintenance'));
    expect(i18n.getFixedT('zh-TW', 'workOrder')('kind.2')).toBe(i18n.getFixedT('zh-TW', 'message')('kind.maintenance'));
    expect(i18n.getFixedT('zh-TW', 'workOrder')('details.processing')).toBe('處理情況');
  });

  it('French: the handler of an order is its "intervenant" and a return is "renvoyer", in the screens, errors and messages', () => {
    expect(text('fr')).not.toMatch(/responsable|retourn|attribu/i);
    const fr = i18n.getFixedT('fr', ['message', 'errors']);
    expect(fr('type.orderReturned.title', { orderNo: 'WO1' })).toBe('Ordre de travail WO1 renvoyé');
    expect(fr('order.checklistIncomplete', { count: 1 })).not.toMatch(/1 restants/);
  });

  it('the next maintenance refusals say what must hold (they read as statements: "comes after", "is at most")', () => {
    const en = i18n.getFixedT('en', 'errors');
    expect(en('order.nextMaintenanceBeforeProcess')).toBe('The next maintenance date must come after the processing date');
    expect(en('order.nextMaintenanceTooFar', { months: 60 })).toBe('The next maintenance date must be at most 60 months after the processing date');
    expect(i18n.getFixedT('fr', 'errors')('order.nextMaintenanceTooFar', { months: 60 })).toBe('La prochaine maintenance doit avoir lieu au plus 60 mois après le traitement');
  });
});

describe('wording of alarms (walk 17)', () => {
  it("names an open alarm alike on the alarms screen and in a device's running status", async () => {
    for (const lng of ['en', 'fr', 'zh-CN', 'zh-TW'] as const) {
      const alarm = (await import(`./${lng}/alarm.json`)).default as { state: { open: string } };
      const status = (await import(`./${lng}/status.json`)).default as { alarmState: { open: string } };
      expect(status.alarmState.open, lng).toBe(alarm.state.open);
    }
    // the Chinese detail said 未关闭 / 未關閉 where the alarms screen says 未清除
    expect(((await import('./zh-CN/status.json')).default as { detail: { alarms: string } }).detail.alarms).toBe('未清除的告警');
    expect(((await import('./zh-TW/status.json')).default as { detail: { alarms: string } }).detail.alarms).toBe('未清除的告警');
  });
});

/** Wording found in the browser walk of issue 18 (docs/walks/issue-18-walk.md). */
describe('wording of reports and mails in Traditional Chinese', () => {
  const files = import.meta.glob<Record<string, unknown>>('./zh-TW/*.json', { eager: true, import: 'default' });

  it('says 信箱 for an email address, never the mainland 郵箱', () => {
    for (const [path, json] of Object.entries(files)) expect(JSON.stringify(json), path).not.toMatch(/郵箱/);
    expect(i18n.getFixedT('zh-TW', 'report')('send.noReceivers')).toBe('該報告沒有接收信箱：請先修改報告。');
  });
});
