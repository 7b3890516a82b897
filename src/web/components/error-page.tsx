import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page crashed. The home button loads the page afresh rather than navigating inside the app,
 * whose state may be what broke; that also lets it work outside the router.
 */
export function ErrorPage() {
  const { t } = useTranslation('kit');
  return (
    <Stack
      role="alert"
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: '60vh',
        p: 3,
        textAlign: 'center',
      }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('errors.unexpectedTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.unexpectedText')}</Typography>
      <Button variant="contained" href="/">
        {t('errors.home')}
      </Button>
    </Stack>
  );
}
