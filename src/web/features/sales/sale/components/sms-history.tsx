import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../components/format-date-time';
import { useSaleSms } from '../api/sms-api';

/** The sale's latest text messages: when, to whom, what, and whether it went. */
export function SmsHistory({ saleId }: { saleId: number }) {
  const { t } = useTranslation('saleDocuments');
  const history = useSaleSms(saleId);
  const rows = history.data ?? [];
  return (
    <Stack component="section" aria-label={t('sms.history')} sx={{ gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('sms.history')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {history.isPending ? '…' : history.isError ? t('load_failed') : t('sms.history_empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 220, overflow: 'auto' }}>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.status === 'sent' ? 'success' : 'error'}
                  label={t(`sms.statuses.${row.status}`)}
                  title={row.error_message ?? undefined}
                />
              }
            >
              <ListItemText
                primary={row.message}
                secondary={[formatDateTime(row.created_at), row.phone, row.sent_by_name]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { pr: 10, overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
