/** Tabs bar of visited views (spec section 2); kept in sessionStorage so a reload keeps the tabs. */
import { createStore, useStore } from './create-store';

export interface VisitedView {
  /** Path without search: the identity of the tab. */
  path: string;
  /** Path with search, where clicking the tab goes. */
  fullPath: string;
  title: string;
  /** Menu code translated as `layout:menu.<code>`. */
  code: string;
  affix: boolean;
}

export const HOME_VIEW: VisitedView = { path: '/', fullPath: '/', title: 'Home', code: 'home', affix: true };
const STORAGE_KEY = 'visited-views';

interface TagsViewState {
  views: VisitedView[];
  /** Bumped by "refresh": the main view remounts. */
  refreshKey: number;
}

function read(): VisitedView[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as VisitedView[];
    const rest = Array.isArray(raw) ? raw.filter((v) => v && typeof v.path === 'string' && v.path !== '/') : [];
    return [HOME_VIEW, ...rest.map((v) => ({ ...v, affix: false }))];
  } catch {
    return [HOME_VIEW];
  }
}

export const tagsViewStore = createStore<TagsViewState>({
  views: typeof sessionStorage === 'undefined' ? [HOME_VIEW] : read(),
  refreshKey: 0,
});

function setViews(update: (views: VisitedView[]) => VisitedView[]) {
  tagsViewStore.set((s) => {
    const views = update(s.views);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(views.filter((v) => !v.affix)));
    } catch {
      /* storage full or disabled */
    }
    return { ...s, views };
  });
}

export const useVisitedViews = () => useStore(tagsViewStore, (s) => s.views);
export const useRefreshKey = () => useStore(tagsViewStore, (s) => s.refreshKey);

export function addView(view: VisitedView) {
  setViews((views) => {
    const i = views.findIndex((v) => v.path === view.path);
    if (i < 0) return [...views, view];
    const old = views[i];
    if (old.fullPath === view.fullPath && old.title === view.title && old.code === view.code) return views;
    const next = [...views];
    next[i] = { ...old, fullPath: view.fullPath, title: view.title, code: view.code };
    return next;
  });
}

/** Closes a tab (affixed ones stay) and returns the views left. */
export function closeView(path: string): VisitedView[] {
  setViews((views) => views.filter((v) => v.affix || v.path !== path));
  return tagsViewStore.get().views;
}

export function closeOtherViews(path: string) {
  setViews((views) => views.filter((v) => v.affix || v.path === path));
}

export function closeAllViews(): VisitedView[] {
  setViews((views) => views.filter((v) => v.affix));
  return tagsViewStore.get().views;
}

export function refreshView() {
  tagsViewStore.set((s) => ({ ...s, refreshKey: s.refreshKey + 1 }));
}

export function resetTagsView() {
  setViews(() => [HOME_VIEW]);
}
