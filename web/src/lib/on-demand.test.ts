import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';
import { SHELL_RECIPES, recipeStore } from './theme-recipes';

const setUp = recipeStore.get();
afterEach(() => recipeStore.set(setUp));

describe('onDemand', () => {
  it('loads once, and resolves with every recipe in the app system', async () => {
    // As a page starts: the shell's recipes only.
    recipeStore.set(SHELL_RECIPES);
    const load = vi.fn(async () => 'widget');
    const widget = onDemand(load);
    expect(widget.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([widget.load(), widget.load()]);
    expect([first, second]).toEqual(['widget', 'widget']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(recipeStore.get().complete).toBe(true);
    expect(widget.loaded()).toBe('widget');
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('widget');
    const widget = onDemand(load);
    await expect(widget.load()).rejects.toThrow('offline');
    expect(widget.loaded()).toBeUndefined();
    await expect(widget.load()).resolves.toBe('widget');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
