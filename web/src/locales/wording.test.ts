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
