/** The app's one toaster (Chakra v3 `createToaster`) and its helpers. */
import { Suspense, useSyncExternalStore } from 'react';
import { createToaster } from '@chakra-ui/react';
import { LIMITS } from '@aed/shared/constants/limits';
import { lazyOnDemand } from '../../lib/on-demand';
import { useNeededOnce } from '../../lib/use-needed-once';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Same text shown twice replaces the first toast instead of stacking. */
const idFor = (type: string, text: string) => `${type}:${text}`;

export const notifySuccess = (title: string) => toaster.create({ id: idFor('success', title), type: 'success', title, duration: 3000 });
export const notifyError = (title: string) =>
  toaster.create({ id: idFor('error', title), type: 'error', title, duration: LIMITS.errorToastMs, closable: true });
export const notifyWarning = (title: string, description?: string) =>
  toaster.create({ id: idFor('warning', title), type: 'warning', title, description, duration: 8000, closable: true });
export const notifyInfo = (title: string) => toaster.create({ id: idFor('info', title), type: 'info', title, duration: 3000 });

// Most page loads show no toast: the toasts' code loads with the first one (docs/decisions/0037), which then shows as
// if it had always been mounted (the toaster keeps what was created meanwhile).
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
