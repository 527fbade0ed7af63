/** Test set-up for the web project: DOM APIs jsdom lacks but Chakra/Ark use, and cleanup between tests. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());
// findBy*/waitFor: jsdom renders of Chakra are slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  // jsdom's scrollTo only prints "Not implemented" (the router restores scroll on every navigation); tests that
  // assert scrolling replace it with their own spy.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
