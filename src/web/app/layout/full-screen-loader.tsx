import Box from '@mui/material/Box';
import { PageLoader } from '../../components/feedback/page-loader';

/** Shown until the configuration and the signed-in user are loaded (spec §2 layout). */
export function FullScreenLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <PageLoader />
    </Box>
  );
}
