/**
 * Colours of the IoT data screen as Chakra tokens: the rule (light) colours of values, and the lines' own colours,
 * never a light's. `cssColour` gives the token's CSS variable for the chart's SVG.
 */
export const LIGHT_TOKEN: Readonly<Record<string, string>> = { red: 'red.500', yellow: 'yellow.400', green: 'green.500', pink: 'pink.400', purple: 'purple.500' };
export const LINE_TOKENS = ['blue.600', 'teal.600', 'orange.500', 'cyan.700', 'gray.600', 'blue.300', 'teal.300', 'orange.300'] as const;
export const cssColour = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
