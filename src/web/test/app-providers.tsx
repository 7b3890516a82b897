import { useState, type ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/**
 * The shell's providers (i18n, a fresh query client, theme, toasts, confirm) around one screen under test.
 * Tests reach the shell only through src/web/test, as features never import src/web/app.
 */
export function TestAppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}
