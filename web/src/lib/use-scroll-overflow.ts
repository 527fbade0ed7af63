import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollOverflow {
  /** Content is scrolled out of view before the start (left in a left-to-right layout). */
  start: boolean;
  /** Content lies beyond the end of the visible area. */
  end: boolean;
  /** The visible width (px). */
  width: number;
}

/**
 * What of an element's content is hidden sideways, kept up to date as it scrolls and as it or its content resizes
 * (window, sidebar, fonts, rows loaded): a ResizeObserver on the element and on its first child.
 */
export function useScrollOverflow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflow, setOverflow] = useState<ScrollOverflow>({ start: false, end: false, width: 0 });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = { start: el.scrollLeft > 0, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1, width: el.clientWidth };
    setOverflow((prev) => (prev.start === next.start && prev.end === next.end && prev.width === next.width ? prev : next));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return { ref, overflow, measure };
}
