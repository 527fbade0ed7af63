import { createFileRoute } from '@tanstack/react-router';
import { DynamicView } from '../../dynamic-view';
import { loadScreenAssets } from '../../../lib/screen-assets';

/** Catch-all: menu-driven screens resolved against the user's route tree (all recipes and texts first). */
export const Route = createFileRoute('/_auth/$')({
  loader: () => loadScreenAssets(),
  component: DynamicView,
});
