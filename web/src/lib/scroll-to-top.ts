import { LIMITS } from '@aed/shared/constants/limits';

/** The animation running, so a second call (or the user's own scrolling) replaces it instead of fighting it. */
let running: { frame: number; stop: () => void } | null = null;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
const easeInOutCubic = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

function cancel(): void {
  if (!running) return;
  cancelAnimationFrame(running.frame);
  running.stop();
  running = null;
}

/**
 * Scrolls the window (the layout's only scroll container, `components/layout/app-layout.tsx`) back to the top in
 * `durationMs` (spec: 800 ms), eased. Users who ask for reduced motion get the top at once; the user scrolling
 * meanwhile (wheel, touch, keys, pointer) stops the animation.
 */
export function scrollToTop(durationMs: number = LIMITS.scrollToTopMs): void {
  if (typeof window === 'undefined') return;
  cancel();
  const start = window.scrollY;
  if (start <= 0) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  // The first frame's own timestamp is the start: frame timestamps and performance.now() need not share an origin
  // (they do not in jsdom), and mixing them made the animation run late.
  let began: number | undefined;
  const onUser = () => cancel();
  const stop = () => USER_SCROLL_EVENTS.forEach((e) => window.removeEventListener(e, onUser));
  USER_SCROLL_EVENTS.forEach((e) => window.addEventListener(e, onUser, { passive: true }));
  const step = (now: number) => {
    began ??= now;
    const progress = Math.min(1, Math.max(0, (now - began) / durationMs));
    window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: 'instant' });
    if (progress < 1 && running) running.frame = requestAnimationFrame(step);
    else cancel();
  };
  running = { frame: requestAnimationFrame(step), stop };
}
