// Georgian letters and the lari sign (U+20BE) on every machine, whatever fonts it has.
import '@fontsource-variable/noto-sans-georgian/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/routing/app-routes';
import { ready } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
