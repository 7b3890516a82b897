import { render } from '@testing-library/react';
import type { AppConfig } from '@shared/app-config/contracts';
import type { CurrentUser } from '@shared/auth/contracts';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { sessionToken } from '../lib/auth/session-token';
import { AppRoutes } from '../app/routing/app-routes';
import { TestAppProviders } from './app-providers';
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
    <TestAppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </TestAppProviders>,
  );
  return { ...view, api, pathname: () => location.current?.pathname };
}
