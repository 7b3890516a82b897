import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/routing/paths';
import { formatDateTime } from '../../../../components/format-date-time';
import { MessageStatusChip, useNotificationLogs } from '../../../notification-logs';

/** How many of the latest messages the sale page lists; the rest are in the log. */
const SALE_LOG_SIZE = 5;
const ANY = {
  customer_id: '',
  notification_channel: '',
  notification_type: '',
  status: '',
  trigger: '',
  date_from: '',
  date_to: '',
};

/** The sale's latest messages from the log: when, what, over which channel, to whom, and how it went. */
export function SentNotices({ saleId }: { saleId: number }) {
  const { t } = useTranslation('saleNotices');
  const log = useNotificationLogs({ ...ANY, sale_id: String(saleId), page: 1, perpage: SALE_LOG_SIZE });
  const rows = log.data?.data ?? [];
  const total = log.data?.meta.total ?? 0;
  return (
    <Stack component="section" aria-label={t('sent.title')} sx={{ gap: 0.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {t('sent.title')}
        </Typography>
        {total > 0 && (
          <Link
            component={RouterLink}
            to={`${paths.notificationLogs.list.path}?sale_id=${saleId}`}
            variant="body2"
          >
            {t('sent.all')} ({total})
          </Link>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color={log.isError ? 'error' : 'text.secondary'}>
          {log.isPending ? '…' : log.isError ? t('sent.load_failed') : t('sent.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={<MessageStatusChip status={row.status} reason={row.error_message} />}
            >
              <ListItemText
                primary={`${t(`types.${row.notification_type}`)} · ${t(`channels.${row.notification_channel}`)}`}
                secondary={[
                  formatDateTime(row.started_at ?? row.created_at),
                  row.recipient || row.customer_name,
                  t(`triggers.${row.trigger}`),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ secondary: { sx: { pr: 12, overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
