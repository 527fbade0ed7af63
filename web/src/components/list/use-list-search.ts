import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { issuesToErrors, type FieldErrors } from '../form/form-errors';

interface Options<F, S> {
  /** The form Reset goes back to: no filter, or the list's default filters (a catalogue's status '0', decision 0024). */
  empty: F;
  /** The applied search before any submit. */
  initial: S;
  /** The form normalised by the shared schema; undefined when it does not validate. */
  parse: (form: F) => S | undefined;
  /** Called with the form when it does not validate (usually a toast), unless `fieldErrors` places the refusal. */
  onInvalid: (form: F) => void;
  /** Messages of a form that does not validate, shown at their fields instead of `onInvalid` (`searchFieldErrors`). */
  fieldErrors?: (form: F) => FieldErrors;
  /** Called after a search was applied (back to page 1, clear the selection...). */
  onApplied?: (search: S) => void;
}

/**
 * Search form state of a list screen: what is typed (`form`) and what is applied (`search`); Search validates with the
 * shared schema, Reset puts the default form back and applies it. A refusal that belongs to a field (`fieldErrors`,
 * e.g. a day range whose beginning is after its end) is answered in `errors`, shown at that field.
 */
export function useListSearch<F extends object, S>({ empty, initial, parse, onInvalid, fieldErrors, onApplied }: Options<F, S>) {
  const [form, setForm] = useState<F>(empty);
  const [search, setSearch] = useState<S>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const apply = (values: F) => {
    const next = parse(values);
    if (next === undefined) {
      const placed = fieldErrors?.(values) ?? {};
      setErrors(placed);
      if (!Object.values(placed).some(Boolean)) onInvalid(values);
      return;
    }
    setErrors({});
    setSearch(next);
    onApplied?.(next);
  };
  return {
    form,
    setForm,
    search,
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
