import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { OnDemand } from '../../lib/on-demand';

/** Handlers a placeholder trigger spreads on itself: they load the real widget (and open it when asked to). */
export interface OnDemandTriggerProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: () => void;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A menu or popover of the first screen whose code loads when the user first reaches for its trigger
 * (lib/on-demand.ts). Until then `placeholder` draws the trigger exactly as the widget will; pointing at it or
 * focusing it starts the load, pressing it also asks for the widget to open. Once loaded, `children` renders the real
 * widget in its place (`openAtOnce` when the user pressed the trigger meanwhile) and keeps the focus on the trigger
 * if the placeholder had it. From then on it is the widget alone, as if it had always been there.
 */
export function OnDemandTrigger<T>({
  widget,
  placeholder,
  children,
}: {
  widget: OnDemand<T>;
  placeholder: (props: OnDemandTriggerProps) => ReactNode;
  children: (loaded: T, openAtOnce: boolean) => ReactNode;
}) {
  const [loaded, setLoaded] = useState(widget.loaded);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  const start = (open: boolean) => {
    if (open) setOpenAtOnce(true);
    widget.load().then(
      (value) => {
        refocus.current = !!box.current?.contains(document.activeElement);
        setLoaded(() => value);
      },
      // Not loaded (offline): the placeholder stays and the next use tries again.
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>('button, [tabindex]:not([tabindex="-1"])')?.focus();
  }, [loaded]);

  return (
    // One box in both states, so swapping the placeholder for the widget changes only what is inside it.
    <span ref={box} style={{ display: 'contents' }}>
      {loaded
        ? children(loaded, openAtOnce)
        : placeholder({
            onPointerEnter: () => start(false),
            onFocus: () => start(false),
            onPointerDown: (event) => {
              if (event.button === 0) start(true);
            },
            onKeyDown: (event) => {
              if (!OPENING_KEYS.has(event.key)) return;
              event.preventDefault();
              start(true);
            },
            onClick: () => start(true),
          })}
    </span>
  );
}
