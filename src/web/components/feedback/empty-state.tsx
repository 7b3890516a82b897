import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyStateProps = { message?: ReactNode };

export function EmptyState({ message }: EmptyStateProps) {
  const { t } = useTranslation('kit');
  return (
    <Stack
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 4,
        color: 'text.secondary',
        height: '100%',
      }}
    >
      <InboxOutlinedIcon fontSize="large" aria-hidden />
      <Typography variant="body2">{message ?? t('feedback.noRecords')}</Typography>
    </Stack>
  );
}
