// First: zod must know it may not compile parsers before any of its code runs (lib/zod-jitless.ts).
import '../lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n, i18nReady } from '../lib/i18n';
import { setPasswordChangeRequiredHandler, setUnauthorizedHandler } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { createQueryClient, refetchOnLanguageChange } from '../lib/query-client';
import { handleUnauthorized, isShownBySessionDialogs, setPasswordStatus } from '../lib/session';
import { notifyError } from '../components/ui/toaster';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient((error) => {
  if (isShownBySessionDialogs(error)) return;
  notifyError(errorMessage(i18n.t, error));
});
refetchOnLanguageChange(queryClient, i18n);
setUnauthorizedHandler(handleUnauthorized);
setPasswordChangeRequiredHandler(setPasswordStatus);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The first render waits for the active language's translations (no keys flash); if they cannot load, render anyway.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
