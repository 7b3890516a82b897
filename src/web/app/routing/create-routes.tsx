import { toLocale } from '@shared/i18n/locales';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import i18n from '../../i18n';
import { loadWholeCatalogue } from '../../i18n/load-locale';
import { AuthProvider } from '../auth/auth-provider';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { AnonymousOnly } from './anonymous-only';
import { ComingSoonPage } from './coming-soon-page';
import { allRoutes, type RouteDef } from '../../lib/routing/paths';
import { RequireAccess } from './require-access';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { routePages } from './route-pages';
import { SuspenseOutlet } from './suspense-outlet';

// Signed-in screens show every feature's messages; the sign-in page carries only the core ones.
const AppLayout = lazy(async () => {
  const [layout] = await Promise.all([
    import('../layout/app-layout'),
    loadWholeCatalogue(i18n, toLocale(i18n.language)),
  ]);
  return { default: layout.AppLayout };
});

function pageRoute(route: RouteDef): RouteObject {
  const Page = routePages.get(route) ?? ComingSoonPage;
  return { path: route.path, element: <Page /> };
}

// A page that crashes is replaced by the error page inside the layout, so the menu stays usable.
function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

const byAccess = (access: RouteDef['access']) => allRoutes.filter((route) => route.access === access);

/**
 * The route tree built from the paths table, for useRoutes: main.tsx renders it in a BrowserRouter, tests
 * in a MemoryRouter. Declarative routing, not a data router: data comes from react-query, and the data
 * router would add about 16 kB (gzip) to the sign-in page (docs/decisions/005-login-bundle.md).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: <AnonymousOnly />,
          children: [{ element: <SuspenseOutlet />, children: byAccess('anonymous').map(pageRoute) }],
        },
        { element: <SuspenseOutlet />, children: byAccess('public').map(pageRoute) },
        {
          element: <RequireAuth />,
          children: [
            {
              element: (
                <Suspense fallback={<FullScreenLoader />}>
                  <AppLayout />
                </Suspense>
              ),
              children: [
                {
                  element: <PageErrorBoundary />,
                  children: [
                    ...byAccess('protected').map((route) => ({
                      element: <RequireAccess route={route} />,
                      children: [pageRoute(route)],
                    })),
                    { path: '*', element: <NotFoundPage /> },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
