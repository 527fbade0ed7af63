import { useCallback, useState } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';

/**
 * Where a list keeps its state (applied search, page, page size; docs/decisions/0039): in the URL's search params
 * (the default: a deep link opens the list so, Back restores it; `prefix` names the params of a second list on the
 * same screen, e.g. 'warning.'), or in memory (`false`: a list inside a dialog).
 */
export type ListUrl = false | { prefix: string };

type Params = Readonly<Record<string, unknown>>;
/** Values to write, by name without the prefix; undefined removes the param (its default applies). */
export type ParamsPatch = Record<string, string | number | undefined>;

interface PendingWrite {
  router: ReturnType<typeof useRouter>;
  patch: ParamsPatch;
  replace: boolean;
}
let pending: PendingWrite | null = null;

function patched(params: Params, patch: ParamsPatch): Record<string, unknown> {
  const next: Record<string, unknown> = { ...params };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** One navigation for the writes of one event (a new search also goes back to page 1: one history entry, not two). */
function flush() {
  const write = pending;
  pending = null;
  if (!write) return;
  const { router, patch, replace } = write;
  // The list's own scroll (pagination scrolls to the top itself); the rest of the URL stays as it is.
  void router.navigate({ to: '.', search: (prev: Params) => patched(prev, patch), replace, resetScroll: false });
}

/**
 * A string value from a search param: TanStack Router's default parser reads `?status=0` as the number 0 and
 * `?a=true` as a boolean; anything else (an object, an array) is no filter value.
 */
export function textParam(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A digit-only value goes to the URL as a number (`?status=0`, not `?status=%220%22`); `textParam` reads it back the same. */
export function urlValue(text: string): string | number {
  return /^(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text;
}

/**
 * The params of one list: `read(name)` and `write(patch)`. In the URL they are read with `useSearch({ strict: false })`
 * and written by navigation (a push, or a replace for a correction nobody asked for, e.g. a page that is gone).
 */
export function useListParams(url: ListUrl = { prefix: '' }) {
  const router = useRouter();
  const fromUrl = useSearch({ strict: false }) as Params;
  const [memory, setMemory] = useState<Params>({});
  const prefix = url ? url.prefix : '';
  const params = url ? fromUrl : memory;
  const inUrl = url !== false;
  const write = useCallback(
    (patch: ParamsPatch, options: { replace?: boolean } = {}) => {
      if (!inUrl) {
        setMemory((m) => patched(m, patch));
        return;
      }
      if (pending && pending.router !== router) flush();
      if (!pending) {
        pending = { router, patch: {}, replace: true };
        queueMicrotask(flush);
      }
      for (const [name, value] of Object.entries(patch)) pending.patch[prefix + name] = value;
      pending.replace &&= options.replace ?? false;
    },
    [inUrl, prefix, router],
  );
  return {
    inUrl,
    read: (name: string): unknown => params[prefix + name],
    /** This list's params other than `except` (with their prefix), as a stable text: what the list's page belongs to. */
    signature: (except: readonly string[]) =>
      JSON.stringify(
        Object.entries(params)
          .filter(([name]) => name.startsWith(prefix) && !except.includes(name.slice(prefix.length)) && (prefix !== '' || !name.includes('.')))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    /** Sets or (undefined) removes params; the writes of one event are one navigation. */
    write,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
