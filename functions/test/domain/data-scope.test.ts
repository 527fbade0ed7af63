import { describe, expect, it } from 'vitest';
import { parseScope, resolveDataScope, scopeCovers, scopeCoversSubtree, scopeQueries, serializeScope } from '../../src/data/data-scope';

const user = { userId: 7, deptPath: '0,100,105,' };

describe('data scope', () => {
  it('all (1) or the super administrator sees everything', () => {
    expect(resolveDataScope([{ dataScope: '1' }, { dataScope: '5' }], user).all).toBe(true);
    expect(resolveDataScope([], { ...user, isSuperAdmin: true }).all).toBe(true);
  });

  it('own organization and below (4) covers the subtree only', () => {
    const scope = resolveDataScope([{ dataScope: '4' }], user);
    expect(scopeCovers(scope, '0,100,105,')).toBe(true);
    expect(scopeCovers(scope, '0,100,105,201,')).toBe(true);
    expect(scopeCovers(scope, '0,100,')).toBe(false);
    expect(scopeCovers(scope, '0,100,1050,')).toBe(false); // a sibling whose id shares the prefix digits
    expect(scopeQueries(scope)).toEqual([{ prefix: '0,100,105,', subtree: true }]);
  });

  it('own organization (3) excludes children; custom (2) names organizations; only own (5) covers own records', () => {
    const scope = resolveDataScope([{ dataScope: '3' }, { dataScope: '2', customDeptPaths: ['0,100,300,'] }, { dataScope: '5' }], user);
    expect(scopeCovers(scope, '0,100,105,')).toBe(true);
    expect(scopeCovers(scope, '0,100,105,201,')).toBe(false);
    expect(scopeCovers(scope, '0,100,300,')).toBe(true);
    expect(scopeCovers(scope, '0,100,999,', 7)).toBe(true);
    expect(scopeCovers(scope, '0,100,999,', 8)).toBe(false);
  });

  it('covers a whole subtree only through "all" or a subtree at or above it, never through single organizations', () => {
    const scope = resolveDataScope([{ dataScope: '4' }, { dataScope: '2', customDeptPaths: ['0,100,300,'] }], user);
    expect(scopeCoversSubtree(scope, '0,100,105,')).toBe(true);
    expect(scopeCoversSubtree(scope, '0,100,105,201,')).toBe(true);
    expect(scopeCoversSubtree(scope, '0,100,300,')).toBe(false);
    expect(scopeCoversSubtree(scope, '0,100,')).toBe(false);
    expect(scopeCoversSubtree(resolveDataScope([{ dataScope: '1' }], user), '0,100,')).toBe(true);
  });

  it('drops paths a wider subtree already covers', () => {
    const scope = resolveDataScope([{ dataScope: '4' }, { dataScope: '2', customDeptPaths: ['0,100,105,201,', '0,100,300,'] }], user);
    expect(scope.exact).toEqual(['0,100,300,']);
  });

  it('survives the session round trip, and bad JSON grants nothing', () => {
    const scope = resolveDataScope([{ dataScope: '4' }, { dataScope: '5' }], user);
    expect(parseScope(serializeScope(scope))).toEqual(scope);
    const none = parseScope('{oops');
    expect(scopeCovers(none, '0,100,')).toBe(false);
  });
});
