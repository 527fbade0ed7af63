import '../lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../lib/i18n';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { createQueryClient } from '../lib/query-client';
import { handleUnauthorized, reloginStore } from '../lib/session';
import { notifyError } from '../components/ui/toaster';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient((error) => {
  // The re-login prompt already tells the user; a second red message would only repeat it.
  if (error instanceof ApiError && error.status === 401 && reloginStore.get().open) return;
  notifyError(errorMessage(i18n.t, error));
});
setUnauthorizedHandler(handleUnauthorized);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
