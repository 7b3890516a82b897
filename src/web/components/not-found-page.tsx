import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('kit');
  return (
    <Stack
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: '60vh',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h3" component="h1">
        {t('errors.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.notFoundText')}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('errors.home')}
      </Button>
    </Stack>
  );
}
