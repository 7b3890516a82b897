import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { TicketItem } from '@shared/tickets/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';

/**
 * The conversation, oldest first: the requester's side on the left, staff on the right, internal notes
 * on an amber ground with a lock so nobody mistakes one for something the requester reads.
 */
export function TicketConversation({
  items,
  requesterId,
}: {
  items: TicketItem[];
  requesterId: number | null;
}) {
  const { t } = useTranslation('tickets');
  if (!items.length) return <Typography color="text.secondary">{t('no_messages')}</Typography>;
  return (
    <Stack
      sx={{ gap: 1.5 }}
      aria-label={t('conversation')}
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => {
        const fromRequester = item.author_id !== null && item.author_id === requesterId;
        return (
          <Paper
            key={item.id}
            component="li"
            variant="outlined"
            data-testid="ticket-item"
            sx={{
              p: 1.5,
              maxWidth: { xs: '100%', sm: '85%' },
              alignSelf: fromRequester ? 'flex-start' : 'flex-end',
              bgcolor: (theme) =>
                item.internal
                  ? alpha(theme.palette.warning.main, 0.1)
                  : fromRequester
                    ? theme.palette.background.paper
                    : theme.palette.action.hover,
              borderColor: item.internal ? 'warning.main' : undefined,
              borderStyle: item.internal ? 'dashed' : undefined,
            }}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography variant="subtitle2">{item.author_name ?? '—'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(item.created_at)}
              </Typography>
              {item.internal && (
                <Chip size="small" color="warning" icon={<LockOutlined />} label={t('internal')} />
              )}
            </Stack>
            {item.body && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.body}
              </Typography>
            )}
            {item.files.length > 0 && (
              <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                {item.files.map((file) => (
                  <Chip
                    key={file.id}
                    size="small"
                    variant="outlined"
                    icon={<AttachFileOutlined />}
                    label={
                      file.url ? (
                        <Link href={file.url} target="_blank" rel="noopener" underline="hover">
                          {file.name}
                        </Link>
                      ) : (
                        file.name
                      )
                    }
                  />
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
