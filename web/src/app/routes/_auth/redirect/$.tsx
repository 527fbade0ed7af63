import { createFileRoute, redirect } from '@tanstack/react-router';

/** /redirect/<path>: hidden helper that reopens <path> (used to refresh a view). */
export const Route = createFileRoute('/_auth/redirect/$')({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params._splat ?? ''}${location.searchStr}`, replace: true });
  },
});
