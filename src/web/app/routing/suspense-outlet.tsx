import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../layout/full-screen-loader';

/** Public pages load lazily outside the app layout, so they wait on a full-screen spinner. */
export function SuspenseOutlet() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}
