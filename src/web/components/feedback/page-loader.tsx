import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PageLoaderProps = { message?: ReactNode };

export function PageLoader({ message }: PageLoaderProps) {
  const { t } = useTranslation('kit');
  return (
    <Stack role="status" sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{message ?? t('feedback.loading')}</Typography>
    </Stack>
  );
}
