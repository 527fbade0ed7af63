import { createFileRoute } from '@tanstack/react-router';
import { DynamicView } from '../../dynamic-view';

/** Catch-all: menu-driven screens resolved against the user's route tree. */
export const Route = createFileRoute('/_auth/$')({
  component: DynamicView,
});
