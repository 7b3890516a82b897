import { render } from '@testing-library/react';
import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { sessionToken } from '../app/auth/session-token';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/routing/app-routes';
import { fakeApi } from './fake-api';
import { emptyPage, makeConfig } from './fixtures';

type Options = { user?: CurrentUser; config?: AppConfig; routes?: Record<string, unknown> };

/** The whole app (providers, real route tree and guards) at `path`, signed in as `user` when given. */
export function renderApp(path: string, { user, config = makeConfig(), routes = {} }: Options = {}) {
  if (user) sessionToken.set('test-token');
  const api = fakeApi({
    'GET /api/app-config': config,
    'GET /api/user': user,
    'GET /api/notifications': { ...emptyPage, unread_count: 0 },
    'POST /api/logout': { success: true },
    ...routes,
  });
  const location = { current: null as Location | null };
  function LocationProbe() {
    location.current = useLocation();
    return null;
  }
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, api, pathname: () => location.current?.pathname };
}
