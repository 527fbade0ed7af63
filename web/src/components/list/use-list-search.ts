import { useEffect, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { LIMITS } from '@aed/shared/constants/limits';
import { issuesToErrors, type FieldErrors } from '../form/form-errors';
import { textParam, urlValue, useListParams, type ListParams, type ListUrl } from './list-params';

/** A search form as typed: every filter a string ('' = no filter). */
type SearchForm<F> = { [K in keyof F]: string };

interface Options<F extends SearchForm<F>, S> {
  /**
   * The form Reset goes back to: no filter, or the list's default filters (a catalogue's status '0', decision 0024).
   * Its values are the defaults of the search params: only what differs is written to the URL.
   */
  empty: F;
  /** The form normalised by the shared schema; undefined when it does not validate. */
  parse: (form: F) => S | undefined;
  /** Called with the form when it does not validate (usually a toast), unless `fieldErrors` places the refusal. */
  onInvalid: (form: F) => void;
  /** Messages of a form that does not validate, shown at their fields instead of `onInvalid` (`searchFieldErrors`). */
  fieldErrors?: (form: F) => FieldErrors;
  /** Called after the user applied a search (back to page 1, clear the selection...). */
  onApplied?: (search: S) => void;
  /** Where the applied search lives (default: the URL's search params, `ListUrl`). */
  url?: ListUrl;
}

/**
 * The applied form the params hold: each known filter read as text, checked with the shared schema. A value the schema
 * refuses (or one of another type) is left out and its default applies; the other filters still do. Foreign params
 * are ignored.
 */
function appliedForm<F extends SearchForm<F>, S>(params: ListParams, empty: F, parse: (form: F) => S | undefined): F {
  const names = Object.keys(empty) as (keyof F & string)[];
  const given = names.flatMap((name) => {
    const text = textParam(params.read(name));
    return text === undefined ? [] : [[name, text] as const];
  });
  const whole = { ...empty, ...Object.fromEntries(given) };
  if (parse(whole) !== undefined) return whole;
  let kept = { ...empty };
  for (const [name, text] of given) {
    const next = { ...kept, [name]: text };
    if (parse(next) !== undefined) kept = next;
  }
  return kept;
}

/**
 * Search form state of a list screen: what is typed (`form`) and what is applied (`search`). The applied search lives
 * in the URL's search params (docs/decisions/0039): a pasted link opens the list filtered, Back restores the previous
 * search (the form follows), and each tab of the tabs bar keeps its own. Search validates with the shared schema and
 * pushes a history entry; Reset puts the default form back and applies it. A refusal that belongs to a field
 * (`fieldErrors`, e.g. a day range whose beginning is after its end) is answered in `errors`, shown at that field.
 */
export function useListSearch<F extends SearchForm<F>, S>({ empty, parse, onInvalid, fieldErrors, onApplied, url }: Options<F, S>) {
  const params = useListParams(url);
  const applied = appliedForm(params, empty, parse);
  const appliedKey = JSON.stringify(applied);
  const [shown, setShown] = useState(() => ({ key: appliedKey, applied, search: parse(applied) as S }));
  const [form, setForm] = useState<F>(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  let current = shown;
  if (shown.key !== appliedKey) {
    // Another search in the URL (Back, a link, this list's own Search): the form shows it.
    current = { key: appliedKey, applied, search: parse(applied) as S };
    setShown(current);
    setForm(applied);
    setErrors({});
  }

  const apply = (values: F) => {
    const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value).trim()])) as F;
    const next = parse(trimmed);
    if (next === undefined) {
      const placed = fieldErrors?.(values) ?? {};
      setErrors(placed);
      if (!Object.values(placed).some(Boolean)) onInvalid(values);
      return;
    }
    setErrors({});
    const names = Object.keys(empty) as (keyof F & string)[];
    params.write(Object.fromEntries(names.map((name) => [name, trimmed[name] === empty[name] ? undefined : urlValue(trimmed[name])])));
    onApplied?.(next);
  };
  return {
    form,
    setForm,
    search: current.search,
    errors,
    setField: <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value })),
    apply,
    submit: (e?: FormEvent) => {
      e?.preventDefault();
      apply(form);
    },
    reset: () => {
      setForm(empty);
      apply(empty);
    },
  };
}

/** A page number from a search param: a whole number from 1 (a bound keeps a silly link harmless); else undefined. */
export function pageParam(value: unknown): number | undefined {
  const n = Number(textParam(value));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
}

/** A page size from a search param: one the pagination offers (LIMITS.pageSizes); else undefined. */
export function pageSizeParam(value: unknown): number | undefined {
  const n = Number(textParam(value));
  return (LIMITS.pageSizes as readonly number[]).includes(n) ? n : undefined;
}

interface PagingOptions {
  /** The page size when the URL names none. */
  pageSize?: number;
  url?: ListUrl;
  /**
   * What else the list depends on that is not in its params (the organization picked in a tree; compared as JSON):
   * when it changes the list goes back to its first page.
   */
  scope?: unknown;
}

/**
 * Page-numbered paging state (page, page size), in the URL's `page` and `limit` like the search (`ListUrl`): a page
 * change pushes a history entry; changing the size goes back to page 1.
 */
export function usePageNumbers({ pageSize = 10, url, scope }: PagingOptions = {}) {
  const params = useListParams(url);
  const limit = pageSizeParam(params.read('limit')) ?? pageSize;
  const urlPage = pageParam(params.read('page')) ?? 1;
  // The scope the page belongs to: another one starts at page 1 (the URL follows, as a correction: replaced).
  const scopeKey = JSON.stringify(scope ?? null);
  const [pagedScope, setPagedScope] = useState(scopeKey);
  const scopeChanged = pagedScope !== scopeKey;
  if (scopeChanged && urlPage === 1) setPagedScope(scopeKey);
  const page = scopeChanged ? 1 : urlPage;
  const { write } = params;
  useEffect(() => {
    if (scopeChanged && urlPage > 1) write({ page: undefined }, { replace: true });
  }, [scopeChanged, urlPage, write]);
  const setPage = (next: number, options?: { replace?: boolean }) => write({ page: next > 1 ? next : undefined }, options);
  return {
    page,
    limit,
    setPage,
    /** Back to page 1 (with a new search: the same history entry as the search). */
    reset: () => setPage(1),
    /** Back to page 1 without a history entry: the page shown is gone (its last rows were deleted). */
    restart: () => setPage(1, { replace: true }),
    setLimit: (size: number) => write({ limit: size === pageSize ? undefined : size, page: undefined }),
  };
}

/**
 * `fieldErrors` for useListSearch (or a screen's own search state): the shared search schema's refusals of the fields
 * a search bar shows at the field; by default the day range, whose refusal (`withDateRangeInOrder`) is on `endTime`.
 */
export const searchFieldErrors =
  (t: TFunction, schema: z.ZodType, names: readonly string[] = ['endTime']) =>
  (form: unknown): FieldErrors => {
    const error = schema.safeParse(form).error;
    return error ? issuesToErrors(t, error, { names }) : {};
  };

/** `parse` for useListSearch from a shared zod schema: the normalised search, or undefined when invalid. */
export const parseWith =
  <S>(schema: z.ZodType<S>) =>
  (values: unknown): S | undefined => {
    const parsed = schema.safeParse(values);
    return parsed.success ? parsed.data : undefined;
  };
