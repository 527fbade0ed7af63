import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to an in-app path known only at run time (menu entries from the route tree, tabs): a real <a href>
 * that navigates through the router on a plain click and lets modified clicks open a new tab.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(function AppLink(
  { href, onClick, ...rest },
  ref,
) {
  const router = useRouter();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target === '_blank') return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return <a ref={ref} href={href} onClick={handle} {...rest} />;
});
