import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DatesProvider } from '../../components/date/dates-provider';
import { PageLoader } from '../../components/feedback/page-loader';
import { IdleGuard } from '../idle/idle-guard';
import { AppFooter } from './app-footer';
import { SideDrawer } from './side-drawer';
import { TopBar } from './top-bar';
import { useDrawerState } from './use-drawer-state';

/** The signed-in frame: drawer, top bar, the page, footer, and the idle watch. */
export function AppLayout() {
  const drawer = useDrawerState();
  return (
    <DatesProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SideDrawer wide={drawer.wide} open={drawer.open} onClose={drawer.close} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar onToggleMenu={drawer.toggle} />
          <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
          <AppFooter />
        </Box>
      </Box>
      <IdleGuard />
    </DatesProvider>
  );
}
