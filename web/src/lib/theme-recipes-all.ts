/**
 * Chakra's full recipe set with every keyframe, layer style and animation style, its own chunk: theme-recipes.ts loads
 * it after the first screen.
 */
export { recipes, slotRecipes, keyframes, layerStyles, animationStyles } from '@chakra-ui/react/theme';
