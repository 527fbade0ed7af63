import { useState } from 'react';

/**
 * True from the first render where `needed` is true, and for good after that. A dialog whose code is loaded lazily
 * (`React.lazy`) is mounted from then on, so its code downloads when it is first opened (not with the page) and it
 * then behaves as if it had always been mounted (close animation, state kept while closed).
 */
export function useNeededOnce(needed: boolean): boolean {
  const [seen, setSeen] = useState(needed);
  if (needed && !seen) setSeen(true);
  return seen || needed;
}
