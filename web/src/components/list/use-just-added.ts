import { useMemo, useState } from 'react';
import { useResetOnChange } from './use-reset-on-change';

/**
 * Shows the record a list screen just added, whatever page, order or search the list is on: a list sorted by id (or
 * paged by cursor) put a new record on a later page, so the user did not see what they created (issue 14). The
 * record stays marked where it is when the page shown holds it, and is put at the top of the page otherwise; another
 * page, search or page size (`shownFor`) lets the list speak for itself again.
 */
export function useJustAdded<R>(rows: readonly R[], keyOf: (row: R) => unknown, shownFor: readonly unknown[]) {
  const [added, setAdded] = useState<R | null>(null);
  useResetOnChange(shownFor, () => setAdded(null));
  const addedKey = added === null ? undefined : keyOf(added);
  const shownRows = useMemo(
    () => (added === null || rows.some((r) => Object.is(keyOf(r), addedKey)) ? rows : [added, ...rows]),
    // keyOf is a plain accessor
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, added, addedKey],
  );
  return {
    /** The rows to show: the page's, with the record just added on top when the page does not hold it. */
    rows: shownRows,
    /** Whether `row` is the record just added (the table marks it). */
    isJustAdded: (row: R) => added !== null && Object.is(keyOf(row), addedKey),
    /** After a successful add: the record the server answered. */
    show: (record: R) => setAdded(record),
    /** After a successful change of a record: the one shown on top follows it. */
    changed: (record: R) => setAdded((a) => (a !== null && Object.is(keyOf(a), keyOf(record)) ? record : a)),
    /** After a delete: the record may be gone. */
    clear: () => setAdded(null),
  };
}
