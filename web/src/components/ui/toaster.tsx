/**
 * The app's one toaster and its helpers. Chakra's toast store (`createToaster`, zag's) comes with the toasts' code
 * (toast-list.tsx), loaded with the first toast: most page loads show none (docs/decisions/0037). Until then the toaster
 * keeps what is created (the same id replaces, as in Chakra's store) and hands it over in order.
 */
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { createToaster } from '@chakra-ui/react';
import { LIMITS } from '@aed/shared/constants/limits';
import { lazyOnDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';

/** Chakra's toast store, as toast-list.tsx creates it. */
export type ToastStore = ReturnType<typeof createToaster<ReactNode>>;
type ToastOptions = Parameters<ToastStore['create']>[0];

/** The options Chakra's store is created with (toast-list.tsx). */
export const TOASTER_OPTIONS = { placement: 'top', pauseOnPageIdle: true, max: 5 } as const;

let store: ToastStore | undefined;
let waiting: (ToastOptions & { id: string })[] = [];
let unnamed = 0;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

export const toaster = {
  create(options: ToastOptions): string {
    if (store) return store.create(options);
    const id = options.id ?? `toast:waiting-${++unnamed}`;
    waiting = [...waiting.filter((waiter) => waiter.id !== id), { ...options, id }];
    tell();
    return id;
  },
  /** One toast, or every toast when no id is given. */
  remove(id?: string): void {
    if (store) store.remove(id);
    else waiting = id === undefined ? [] : waiting.filter((waiter) => waiter.id !== id);
  },
  getCount: (): number => store?.getCount() ?? waiting.length,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Chakra's store, created by the toasts' code: it takes over, with what was created meanwhile. */
export function handOverTo(chakraStore: ToastStore): void {
  if (store) return;
  store = chakraStore;
  store.subscribe(tell);
  for (const options of waiting) store.create(options);
  waiting = [];
}

/** Same text shown twice replaces the first toast instead of stacking. */
const idFor = (type: string, text: string) => `${type}:${text}`;

export const notifySuccess = (title: string) => toaster.create({ id: idFor('success', title), type: 'success', title, duration: 3000 });
export const notifyError = (title: string) =>
  toaster.create({ id: idFor('error', title), type: 'error', title, duration: LIMITS.errorToastMs, closable: true });
export const notifyWarning = (title: string, description?: string) =>
  toaster.create({ id: idFor('warning', title), type: 'warning', title, description, duration: 8000, closable: true });
export const notifyInfo = (title: string) => toaster.create({ id: idFor('info', title), type: 'info', title, duration: 3000 });

// The toasts' code loads with the first toast, which then shows as if it had always been mounted.
const ToastList = lazyOnDemand(() => import('./toast-list').then((m) => m.ToastList));
const anyToast = () => toaster.getCount() > 0;
// The toaster tells its subscribers of a toast before it counts it: look once it has.
const onToast = (listener: () => void) => toaster.subscribe(() => queueMicrotask(listener));

export function Toaster() {
  const needed = useNeededOnce(useSyncExternalStore(onToast, anyToast, anyToast));
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
