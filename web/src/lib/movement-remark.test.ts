import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { movementRemark } from './movement-remark';

describe('movementRemark', () => {
  it("reads a sale's reference in the user's language, not as the code the server wrote", () => {
    const en = i18n.getFixedT('en');
    expect(movementRemark(en, 'sale:17')).toBe('Sale #17');
    expect(movementRemark(en, 'relet:18')).toBe('Lease renewed (sale #18)');
    expect(movementRemark(en, 'void:17')).toBe('Sale #17 voided');
    expect(movementRemark(en, 'leaseExpired:9')).toBe('Lease expired (sale #9)');
    expect(movementRemark(i18n.getFixedT('fr'), 'sale:17')).toBe('Vente n° 17');
    expect(movementRemark(i18n.getFixedT('zh-CN'), 'void:17')).toBe('销售 #17 已作废');
    expect(movementRemark(i18n.getFixedT('zh-TW'), 'relet:18')).toBe('續租（銷售 #18）');
  });

  it('keeps a typed remark as it was', () => {
    const en = i18n.getFixedT('en');
    expect(movementRemark(en, 'Sale 42')).toBe('Sale 42');
    expect(movementRemark(en, 'sale:abc')).toBe('sale:abc');
    expect(movementRemark(en, '')).toBe('');
  });
});
