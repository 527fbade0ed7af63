/**
 * Views named by the `component` string of a route tree entry (GET /getRouters), loaded on demand.
 * A screen is added by one line here; an unknown component renders the 404 page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ViewComponent = LazyExoticComponent<ComponentType>;

export const VIEW_REGISTRY: Readonly<Record<string, ViewComponent>> = {
  'system/config/index': lazy(() => import('../features/config/components/config-page')),
};

/** `system/config/index`, also accepted with a leading slash or a `.vue`/`.tsx` suffix. */
export function normalizeComponentName(component: string): string {
  return component.trim().replace(/^\/+/, '').replace(/\.(vue|tsx|jsx|ts|js)$/, '');
}

export const resolveView = (component: string): ViewComponent | undefined =>
  Object.prototype.hasOwnProperty.call(VIEW_REGISTRY, normalizeComponentName(component))
    ? VIEW_REGISTRY[normalizeComponentName(component)]
    : undefined;
