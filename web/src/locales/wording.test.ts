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
