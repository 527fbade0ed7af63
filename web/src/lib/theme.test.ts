import { describe, expect, it } from 'vitest';
import { createAppSystem } from './theme';

const sizeOf = (system: ReturnType<typeof createAppSystem>, name: string, slot = false) =>
  (slot ? system.getSlotRecipe(name) : system.getRecipe(name))?.defaultVariants?.size;

describe('app system', () => {
  it('makes the UI size the default size of form controls', () => {
    expect(sizeOf(createAppSystem('default'), 'button')).toBe('md');
    expect(sizeOf(createAppSystem('medium'), 'button')).toBe('sm');
    expect(sizeOf(createAppSystem('small'), 'input')).toBe('xs');
    expect(sizeOf(createAppSystem('mini'), 'button')).toBe('2xs');
    expect(sizeOf(createAppSystem('mini'), 'nativeSelect', true)).toBe('xs');
    expect(sizeOf(createAppSystem('mini'), 'table', true)).toBe('sm');
  });

  it('keeps the rest of each recipe', () => {
    const button = createAppSystem('small').getRecipe('button');
    expect(Object.keys(button?.variants?.variant ?? {})).toContain('solid');
  });

  it('defines the brand palette from the theme colour variable', () => {
    const system = createAppSystem('medium');
    expect(system.token('colors.brand.solid')).toMatch(/--aed-brand|var\(/);
  });
});
