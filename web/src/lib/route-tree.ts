/**
 * The route tree of GET /getRouters (spec section 2: menus and routes differ per user). Pure helpers: full paths,
 * the sidebar menu (hidden entries dropped, a lone child shown in its parent's place), and resolving a location
 * against the tree for the catch-all view route, breadcrumbs and tabs.
 */
import type { RouterMeta, RouterNode } from '@aed/shared/schemas/auth';

/** Components that are containers, not views. */
export const CONTAINER_COMPONENTS = ['Layout', 'ParentView'] as const;
export const INNER_LINK = 'InnerLink';

export const isExternalPath = (path: string) => /^(https?:|mailto:|tel:)/i.test(path);

export function normalizePath(path: string): string {
  const clean = path.split('?')[0].split('#')[0];
  return '/' + clean.split('/').filter(Boolean).join('/');
}

export function joinPath(base: string, path: string): string {
  if (isExternalPath(path)) return path;
  if (path.startsWith('/')) return normalizePath(path);
  return normalizePath(`${base}/${path}`);
}

export interface ResolvedRoute {
  fullPath: string;
  node: RouterNode;
  /** Ancestors from the top, without the node itself. */
  parents: RouterNode[];
  /** Values of `:name` segments. */
  params: Record<string, string>;
}

export function flattenRoutes(nodes: readonly RouterNode[], base = '/', parents: RouterNode[] = []): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  for (const node of nodes) {
    if (isExternalPath(node.path)) continue;
    const fullPath = joinPath(base, node.path);
    out.push({ fullPath, node, parents, params: {} });
    if (node.children?.length) out.push(...flattenRoutes(node.children, fullPath, [...parents, node]));
  }
  return out;
}

export const isViewNode = (node: RouterNode) =>
  !!node.component && !(CONTAINER_COMPONENTS as readonly string[]).includes(node.component);

/** The `:name` values of `pathname` when it matches `pattern` (`/dict/type/data/:dictId`), else undefined. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1).replace(/\(.*\)$/, '')] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return undefined;
  }
  return params;
}

/** The view route for a location: exact path first, then `:param` patterns. */
export function resolveRoute(nodes: readonly RouterNode[], pathname: string): ResolvedRoute | undefined {
  const target = normalizePath(pathname);
  const views = flattenRoutes(nodes).filter((r) => isViewNode(r.node));
  const exact = views.find((r) => r.fullPath === target);
  if (exact) return exact;
  for (const r of views) {
    if (!r.fullPath.includes(':')) continue;
    const params = matchPattern(r.fullPath, target);
    if (params) return { ...r, params };
  }
  return undefined;
}

export interface MenuEntry {
  /** Full path (unique) or the external URL. */
  key: string;
  to: string;
  external: boolean;
  title: string;
  code: string;
  icon: string;
  children?: MenuEntry[];
}

const visible = (nodes: readonly RouterNode[] | undefined) => (nodes ?? []).filter((n) => !n.hidden);

function leaf(node: RouterNode, fullPath: string, fallbackIcon = ''): MenuEntry {
  const link = node.meta.link && isExternalPath(node.meta.link) && node.component !== INNER_LINK ? node.meta.link : undefined;
  const external = !!link || isExternalPath(node.path);
  const to = link ?? (isExternalPath(node.path) ? node.path : fullPath);
  return { key: to, to, external, title: node.meta.title, code: node.meta.code, icon: node.meta.icon || fallbackIcon };
}

function toEntry(node: RouterNode, base: string): MenuEntry | undefined {
  const fullPath = joinPath(base, node.path);
  const shown = visible(node.children);
  const hasChildren = (node.children?.length ?? 0) > 0;
  if (!hasChildren) return leaf(node, fullPath);
  if (shown.length === 0) return isViewNode(node) ? leaf(node, fullPath) : undefined;
  if (shown.length === 1 && !node.alwaysShow && visible(shown[0].children).length === 0) {
    return leaf(shown[0], joinPath(fullPath, shown[0].path), node.meta.icon);
  }
  const children = shown.map((c) => toEntry(c, fullPath)).filter((e): e is MenuEntry => !!e);
  if (children.length === 0) return undefined;
  return { key: fullPath, to: fullPath, external: false, title: node.meta.title, code: node.meta.code, icon: node.meta.icon, children };
}

/** The sidebar menu of a route tree. */
export function buildMenu(nodes: readonly RouterNode[]): MenuEntry[] {
  return visible(nodes)
    .map((n) => toEntry(n, '/'))
    .filter((e): e is MenuEntry => !!e);
}

/** Keys of the submenus leading to the entry for `activePath` (outermost first). */
export function openKeysFor(entries: readonly MenuEntry[], activePath: string): string[] {
  for (const entry of entries) {
    if (!entry.children) continue;
    if (containsPath(entry, activePath)) return [entry.key, ...openKeysFor(entry.children, activePath)];
  }
  return [];
}

function containsPath(entry: MenuEntry, path: string): boolean {
  if (!entry.children) return !entry.external && entry.to === path;
  return entry.children.some((c) => containsPath(c, path));
}

/** The path whose menu entry is highlighted: a hidden route may name it with meta.activeMenu. */
export const activeMenuPath = (resolved: ResolvedRoute | undefined, pathname: string) =>
  resolved?.node.meta.activeMenu ? normalizePath(resolved.node.meta.activeMenu) : normalizePath(pathname);

/** What the UI needs to title a route: translation key (`layout:menu.<code>`) with the server title as fallback. */
export type TitleSource = Pick<RouterMeta, 'title' | 'code'>;
