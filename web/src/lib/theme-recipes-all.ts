/** Chakra's full recipe set, its own chunk: theme-recipes.ts loads it after the first screen. */
export { recipes, slotRecipes } from '@chakra-ui/react/theme';
