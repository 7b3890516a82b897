import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmProvider } from '../components/dialogs/confirm-provider';
import { ToastProvider } from '../components/feedback/toast-provider';
import i18n from '../i18n';
import { AppThemeProvider } from './theme/app-theme-provider';

/** Everything above the router. The date pickers' provider sits in the app layout, out of the sign-in bundle. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
