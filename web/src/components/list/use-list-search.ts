import { useState, type FormEvent } from 'react';
import type * as z from 'zod';

interface Options<F, S> {
  /** The form Reset goes back to: no filter, or the list's default filters (a catalogue's status '0', decision 0024). */
  empty: F;
  /** The applied search before any submit. */
  initial: S;
  /** The form normalised by the shared schema; undefined when it does not validate. */
  parse: (form: F) => S | undefined;
  /** Called with the form when it does not validate (usually a toast). */
  onInvalid: (form: F) => void;
  /** Called after a search was applied (back to page 1, clear the selection...). */
  onApplied?: (search: S) => void;
}

/**
 * Search form state of a list screen: what is typed (`form`) and what is applied (`search`); Search validates with the
 * shared schema, Reset puts the default form back and applies it.
 */
export function useListSearch<F extends object, S>({ empty, initial, parse, onInvalid, onApplied }: Options<F, S>) {
  const [form, setForm] = useState<F>(empty);
  const [search, setSearch] = useState<S>(initial);
  const apply = (values: F) => {
    const next = parse(values);
    if (next === undefined) {
      onInvalid(values);
      return;
    }
    setSearch(next);
    onApplied?.(next);
  };
  return {
    form,
    setForm,
    search,
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

/** Page-numbered paging state (page, page size); changing the size goes back to page 1. */
export function usePageNumbers(initialSize = 10) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialSize);
  return {
    page,
    limit,
    setPage,
    reset: () => setPage(1),
    setLimit: (size: number) => {
      setLimitState(size);
      setPage(1);
    },
  };
}

/** `parse` for useListSearch from a shared zod schema: the normalised search, or undefined when invalid. */
export const parseWith =
  <S>(schema: z.ZodType<S>) =>
  (values: unknown): S | undefined => {
    const parsed = schema.safeParse(values);
    return parsed.success ? parsed.data : undefined;
  };
