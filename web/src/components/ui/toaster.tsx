/** The app's one toaster (Chakra v3 `createToaster`) and its helpers. */
import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { LIMITS } from '@aed/shared/constants/limits';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Same text shown twice replaces the first toast instead of stacking. */
const idFor = (type: string, text: string) => `${type}:${text}`;

export const notifySuccess = (title: string) => toaster.create({ id: idFor('success', title), type: 'success', title, duration: 3000 });
export const notifyError = (title: string) =>
  toaster.create({ id: idFor('error', title), type: 'error', title, duration: LIMITS.errorToastMs, closable: true });
export const notifyWarning = (title: string, description?: string) =>
  toaster.create({ id: idFor('warning', title), type: 'warning', title, description, duration: 8000, closable: true });
export const notifyInfo = (title: string) => toaster.create({ id: idFor('info', title), type: 'info', title, duration: 3000 });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
