/**
 * Code the first screen draws but uses only when the user reaches for it (a menu, a popover, a drawer, the toasts)
 * loads then, not with the page (docs/decisions/0037). It comes with every Chakra recipe: the page starts with the
 * shell's recipes only (lib/theme-recipes.ts), so what loads on demand never renders before its styles are in.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAllRecipes } from './theme-recipes';

export interface OnDemand<T> {
  /** Loads it (once; a failed load is tried again on the next call). */
  load(): Promise<T>;
  /** What `load` resolved to, once it has. */
  loaded(): T | undefined;
}

/** `load`, resolved only when every Chakra recipe is in the app's system too. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      loading ??= Promise.all([load(), loadAllRecipes()]).then(
        ([loadedValue]) => (value = loadedValue),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

/** React.lazy for a component loaded on demand (its code and every recipe before it renders). */
export function lazyOnDemand<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  const component = onDemand(load);
  return lazy(() => component.load().then((loaded) => ({ default: loaded })));
}
