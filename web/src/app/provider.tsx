import { useEffect, useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { useAppSettings } from '../lib/app-settings';
import { Toaster } from '../components/ui/toaster';
import { applyThemeColour, createAppSystem } from '../lib/theme';
import { useRecipeSet } from '../lib/theme-recipes';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const size = useAppSettings((s) => s.size);
  const colour = useAppSettings((s) => s.themeColour);
  const recipes = useRecipeSet();
  const system = useMemo(() => createAppSystem(size, recipes), [size, recipes]);
  useEffect(() => applyThemeColour(colour), [colour]);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
