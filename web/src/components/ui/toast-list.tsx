import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TOASTER_OPTIONS, handOverTo } from './toaster';

// Chakra's toast store comes with this code: the app's toaster hands it what was created before.
const store = createToaster(TOASTER_OPTIONS);
handOverTo(store);

/** The toasts on screen: loaded with the first toast (toaster.tsx). */
export function ToastList() {
  const { t } = useTranslation('common');
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('actions.close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
