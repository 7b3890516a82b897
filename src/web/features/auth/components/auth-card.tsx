import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { LanguageSwitcher } from '../../../i18n/language-switcher';

/** The frame of the signed-out pages: a centred card with the product name and, if enabled, the language choice. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 3 }}>
          <Typography variant="overline" color="primary" sx={{ flex: 1, fontWeight: 700 }}>
            {t('app_name')}
          </Typography>
          {config.multi_language && <LanguageSwitcher />}
        </Stack>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
