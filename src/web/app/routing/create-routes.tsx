import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { AuthProvider } from '../auth/auth-provider';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { AnonymousOnly } from './anonymous-only';
import { ComingSoonPage } from './coming-soon-page';
import { allRoutes, type RouteDef } from './paths';
import { RequireAccess } from './require-access';
import { RequireAuth } from './require-auth';
import { routePages } from './route-pages';
import { SuspenseOutlet } from './suspense-outlet';

const AppLayout = lazy(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout })));

function pageRoute(route: RouteDef): RouteObject {
  const Page = routePages.get(route) ?? ComingSoonPage;
  return { path: route.path, handle: { route }, element: <Page /> };
}

const byAccess = (access: RouteDef['access']) => allRoutes.filter((route) => route.access === access);

/** The route tree built from the paths table; main.tsx wraps it in a browser router, tests in a memory router. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      errorElement: <ErrorPage />,
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
              // A page that crashes is replaced by the error page inside the layout, so the menu stays usable.
              children: [
                {
                  errorElement: <ErrorPage />,
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
