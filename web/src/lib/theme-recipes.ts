/**
 * Which Chakra recipes the app's system carries (docs/decisions/0037). Chakra's full set is about 16 KB gzipped, more
 * than the login page and the first screen after login draw, so the app starts with the shell's recipes (what those two
 * pages show when they open) and switches to all of them before anything else renders: every other route awaits
 * `loadAllRecipes` in its loader (lib/screen-assets.ts) and whatever the first pages load on demand (menus, dialogs,
 * drawers, popovers, toasts) comes with it (lib/on-demand.ts). Should a component still ask for a recipe the system
 * lacks, the full set loads at once and the app's system is rebuilt with it (AppProvider follows `recipeStore`), as it is
 * when the user changes the component size: nothing remounts. Chakra's keyframes, layer styles and animation styles
 * come the same way: the shell's set has the few its recipes use.
 */
import type { SystemConfig } from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
} from '@chakra-ui/react/theme';
import { createStore, useStore } from './create-store';

type Theme = NonNullable<SystemConfig['theme']>;
export interface RecipeSet {
  recipes: NonNullable<Theme['recipes']>;
  slotRecipes: NonNullable<Theme['slotRecipes']>;
  /**
   * Chakra's keyframes, layer styles and animation styles the set's recipes use: the shell's write out the few the
   * first pages' recipes name (theme-recipes.test.ts checks them against Chakra's), the full set has all of them.
   */
  keyframes: NonNullable<Theme['keyframes']>;
  layerStyles: NonNullable<Theme['layerStyles']>;
  animationStyles: NonNullable<Theme['animationStyles']>;
  /** Every recipe Chakra has (no recipe is missing). */
  complete: boolean;
}

export const SHELL_RECIPES: RecipeSet = {
  recipes: {
    badge: badgeRecipe,
    button: buttonRecipe,
    checkmark: checkmarkRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    link: linkRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    avatar: avatarSlotRecipe,
    breadcrumb: breadcrumbSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    stat: statSlotRecipe,
  },
  // The spinner's and the skeleton's animations; every recipe with a disabled state (Chakra's values: tested).
  keyframes: {
    spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
    pulse: { '50%': { opacity: '0.5' } },
    'bg-position': { from: { backgroundPosition: 'var(--animate-from, 1rem) 0' }, to: { backgroundPosition: 'var(--animate-to, 0) 0' } },
    'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  },
  layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
  // Only popups animate in and out (menus, popovers, dialogs, the select's list): they come with the full set.
  animationStyles: {},
  complete: false,
};

/**
 * Names of every recipe and slot recipe of Chakra's default theme (theme-recipes.test.ts compares them with Chakra's):
 * a component asking for another name (Text asks for `text`) has no recipe in any set, so nothing needs loading.
 */
export const CHAKRA_RECIPE_NAMES: ReadonlySet<string> = new Set(
  [
    'badge button code container heading input inputAddon kbd link mark separator skeleton skipNavLink spinner textarea icon checkmark radiomark colorSwatch',
    'accordion actionBar alert avatar blockquote breadcrumb card carousel checkbox checkboxCard codeBlock collapsible dataList dateInput datePicker dialog drawer editable emptyState field fieldset fileUpload hoverCard list listbox menu nativeSelect numberInput pinInput popover progress progressCircle radioCard radioGroup ratingGroup scrollArea segmentGroup select combobox slider splitter stat steps switch table tabs tag tagsInput toast tooltip status timeline colorPicker qrCode treeView marquee floatingPanel',
  ]
    .join(' ')
    .split(' '),
);

/** The recipe set the app's system is built with. */
export const recipeStore = createStore<RecipeSet>(SHELL_RECIPES);
export const useRecipeSet = () => useStore(recipeStore, (set) => set);

let allRecipes: Promise<RecipeSet> | undefined;

/** Loads Chakra's full recipe set once (a failed load is tried again next time) and switches the app to it. */
export function loadAllRecipes(): Promise<void> {
  allRecipes ??= import('./theme-recipes-all').then(
    ({ recipes, slotRecipes, keyframes, layerStyles, animationStyles }) => ({ recipes, slotRecipes, keyframes, layerStyles, animationStyles, complete: true }),
    (error: unknown) => {
      allRecipes = undefined;
      throw error;
    },
  );
  return allRecipes.then((set) => recipeStore.set(set));
}

/** A component asked for `name`: if the current set lacks a recipe Chakra has, load them all (after this render). */
export function recipeAskedFor(name: string, set: RecipeSet): void {
  if (set.complete || name in set.recipes || name in set.slotRecipes || !CHAKRA_RECIPE_NAMES.has(name)) return;
  queueMicrotask(() => void loadAllRecipes().catch(() => undefined));
}
