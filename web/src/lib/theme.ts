/**
 * Chakra v3 system. The theme colour (settings panel) is the `brand` palette, read from the CSS variable
 * `--aed-brand` so changing it needs no new system; the component size (size selector) becomes the default
 * `size` variant of form controls, tables and tabs, so every screen follows it without passing `size`.
 * It is Chakra's default config with the recipes, keyframes, layer and animation styles of a recipe set
 * (theme-recipes.ts: the shell's until the first other screen, then all of them).
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { DEFAULT_THEME_COLOUR, type UiSize } from '@aed/shared/constants/limits';
import { recipeAskedFor, recipeStore, type RecipeSet } from './theme-recipes';

export const BRAND_VAR = '--aed-brand';
const brand = `var(${BRAND_VAR}, ${DEFAULT_THEME_COLOUR})`;
const mix = (pct: number, other = 'white') => `color-mix(in srgb, ${brand} ${pct}%, ${other})`;

/** Chakra sizes to try, best first, for each UI size (Element-style default 40 px, medium 36, small 32, mini 28). */
const SIZE_PREFERENCE: Record<UiSize, string[]> = {
  default: ['md'],
  medium: ['sm', 'md'],
  small: ['xs', 'sm', 'md'],
  mini: ['2xs', 'xs', 'sm', 'md'],
};
const SIZED_RECIPES = ['button', 'input', 'inputAddon', 'textarea'] as const;
const SIZED_SLOT_RECIPES = [
  'checkbox',
  'nativeSelect',
  'select',
  'combobox',
  'numberInput',
  'pinInput',
  'radioGroup',
  'switch',
  'segmentGroup',
  'tagsInput',
  'dateInput',
  'datePicker',
  'table',
  'tabs',
] as const;

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

function sizeKeys(recipe: unknown): string[] {
  const variants = (recipe as { variants?: { size?: Record<string, unknown> } } | undefined)?.variants;
  return Object.keys(variants?.size ?? {});
}

function pickSize(available: string[], size: UiSize): string | undefined {
  return SIZE_PREFERENCE[size].find((s) => available.includes(s));
}

/** The size variant each sized recipe of the set defaults to (a recipe not in the set gets none). */
function sizeDefaults(size: UiSize, base: RecipeSet) {
  const recipes: Record<string, unknown> = {};
  for (const name of SIZED_RECIPES) {
    const picked = pickSize(sizeKeys(base.recipes[name]), size);
    if (picked) recipes[name] = { defaultVariants: { size: picked } };
  }
  const slotRecipes: Record<string, unknown> = {};
  for (const name of SIZED_SLOT_RECIPES) {
    const picked = pickSize(sizeKeys(base.slotRecipes[name]), size);
    if (picked) slotRecipes[name] = { defaultVariants: { size: picked } };
  }
  return { recipes: recipes as Recipes, slotRecipes: slotRecipes as SlotRecipes };
}

/** Chakra's default theme config (defaultConfig) with the recipes of `set` in place of all of them. */
function chakraTheme(set: RecipeSet) {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes: set.keyframes,
      tokens,
      semanticTokens,
      recipes: set.recipes,
      slotRecipes: set.slotRecipes,
      textStyles,
      layerStyles: set.layerStyles,
      animationStyles: set.animationStyles,
    },
  });
}

export function createAppSystem(size: UiSize, set: RecipeSet = recipeStore.get()) {
  const { recipes, slotRecipes } = sizeDefaults(size, set);
  const system = createSystem(
    defaultBaseConfig,
    chakraTheme(set),
    defineConfig({
      globalCss: {
        html: { colorPalette: 'brand' },
        body: { bg: 'bg.subtle' },
      },
      theme: {
        tokens: {
          colors: {
            sidebar: {
              bg: { value: '#304156' },
              sub: { value: '#1f2d3d' },
              hover: { value: '#263445' },
              text: { value: '#bfcbd9' },
            },
          },
        },
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: brand },
              contrast: { value: 'white' },
              fg: { value: brand },
              muted: { value: mix(35) },
              subtle: { value: mix(12) },
              emphasized: { value: mix(50) },
              focusRing: { value: brand },
            },
          },
        },
        recipes,
        slotRecipes,
      },
    }),
  );
  if (set.complete) return system;
  // A recipe the set lacks loads the full set (theme-recipes.ts); the component gets Chakra's fallback meanwhile.
  const { getRecipeFn, getSlotRecipeFn } = system;
  return {
    ...system,
    getRecipeFn: ((name, fallback) => {
      recipeAskedFor(name, set);
      return getRecipeFn(name, fallback);
    }) as typeof getRecipeFn,
    getSlotRecipeFn: ((name, fallback) => {
      recipeAskedFor(name, set);
      return getSlotRecipeFn(name, fallback);
    }) as typeof getSlotRecipeFn,
  };
}

export function applyThemeColour(colour: string) {
  document.documentElement.style.setProperty(BRAND_VAR, colour);
}
