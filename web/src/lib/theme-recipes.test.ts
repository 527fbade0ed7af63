import { describe, expect, it, vi } from 'vitest';
import { animationStyles, keyframes, layerStyles, recipes, slotRecipes } from '@chakra-ui/react/theme';
import { createAppSystem } from './theme';
import { CHAKRA_RECIPE_NAMES, SHELL_RECIPES, recipeStore } from './theme-recipes';

/** Runs `fn` with the app started as in the browser (the shell's recipes), then puts the test set-up's set back. */
async function fromShell(fn: () => Promise<void>) {
  const setUp = recipeStore.get();
  recipeStore.set(SHELL_RECIPES);
  try {
    await fn();
  } finally {
    recipeStore.set(setUp);
  }
}

describe('theme recipes', () => {
  it('knows the name of every recipe Chakra has', () => {
    expect([...CHAKRA_RECIPE_NAMES].sort()).toEqual([...Object.keys(recipes), ...Object.keys(slotRecipes)].sort());
  });

  it("starts with Chakra's own recipes for the shell", () => {
    for (const [name, recipe] of Object.entries(SHELL_RECIPES.recipes)) expect(recipe, name).toBe(recipes[name as keyof typeof recipes]);
    for (const [name, recipe] of Object.entries(SHELL_RECIPES.slotRecipes)) expect(recipe, name).toBe(slotRecipes[name as keyof typeof slotRecipes]);
  });

  it("carries Chakra's keyframes, layer styles and animation styles that the shell's recipes name", () => {
    const named = JSON.stringify([...Object.values(SHELL_RECIPES.recipes), ...Object.values(SHELL_RECIPES.slotRecipes)]);
    for (const name of Object.keys(keyframes)) {
      // `animation: "spin"` (a token naming the keyframes) or `animation: "fade-in var(...) ease-out"`.
      const used = new RegExp(`"animation(Name)?":"([^"]*[ ,])?${name}[ "]`).test(named);
      expect(name in SHELL_RECIPES.keyframes, `keyframes ${name}`).toBe(used);
      if (used) expect(SHELL_RECIPES.keyframes[name], name).toEqual(keyframes[name]);
    }
    for (const name of Object.keys(layerStyles)) {
      const used = named.includes(`"layerStyle":"${name}"`);
      expect(name in SHELL_RECIPES.layerStyles, `layer style ${name}`).toBe(used);
      if (used) expect(SHELL_RECIPES.layerStyles[name], name).toEqual(layerStyles[name]);
    }
    for (const name of Object.keys(animationStyles)) expect(named.includes(`"animationStyle":"${name}"`), `animation style ${name}`).toBe(name in SHELL_RECIPES.animationStyles);
  });

  it('switches the app to every recipe when a component asks for one the shell lacks', () =>
    fromShell(async () => {
      const system = createAppSystem('medium', SHELL_RECIPES);
      system.getSlotRecipeFn('table');
      // Not during that render: after it.
      expect(recipeStore.get()).toBe(SHELL_RECIPES);
      await vi.waitFor(() => expect(recipeStore.get().complete).toBe(true));
      expect(createAppSystem('medium').isSlotRecipe('table')).toBe(true);
    }));

  it('loads nothing for a name no recipe has (Text asks for "text") or one the shell has', () =>
    fromShell(async () => {
      const system = createAppSystem('medium', SHELL_RECIPES);
      system.getRecipeFn('text');
      system.getRecipeFn('button');
      system.getSlotRecipeFn('field');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(recipeStore.get()).toBe(SHELL_RECIPES);
    }));
});
