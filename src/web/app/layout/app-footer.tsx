import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} {t('footer')}
      </Typography>
    </Box>
  );
}
