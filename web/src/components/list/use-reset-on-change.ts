import { useState } from 'react';

/**
 * Calls `reset` when one of `deps` differs from the last render's, during the render (React's way of adjusting state
 * to a changed prop, without an effect and its extra render): another organization picked in the tree takes a list
 * back to its first page.
 */
export function useResetOnChange(deps: readonly unknown[], reset: () => void) {
  const [shown, setShown] = useState(deps);
  if (deps.length !== shown.length || deps.some((d, i) => !Object.is(d, shown[i]))) {
    setShown(deps);
    reset();
  }
}
