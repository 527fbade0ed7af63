import { describe, expect, it, vi } from 'vitest';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
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
