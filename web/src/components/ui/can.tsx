import type { ReactNode } from 'react';
import { usePermission } from '../../lib/permission';

export interface CanProps {
  /** Permission identifier(s) that must all be granted, e.g. `system:config:add`. */
  permission?: string | readonly string[];
  /** Passes when any listed permission is granted. */
  anyPermission?: readonly string[];
  /** Role key(s): one of them must be held. */
  role?: string | readonly string[];
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when the signed-in user passes every given check: `<Can permission="system:config:add">`. */
export function Can({ permission, anyPermission, role, fallback = null, children }: CanProps) {
  const p = usePermission();
  const allowed =
    (permission === undefined || p.hasPermission(permission)) &&
    (anyPermission === undefined || p.hasAnyPermission(anyPermission)) &&
    (role === undefined || p.hasRole(role));
  return <>{allowed ? children : fallback}</>;
}
