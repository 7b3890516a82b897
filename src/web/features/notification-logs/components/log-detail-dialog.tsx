import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { LogComment, NotificationLog } from '@shared/notifications/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { paths, pathTo } from '../../../lib/routing/paths';
import { formatDateTime } from '../../../components/format-date-time';
import { useToast } from '../../../components/feedback/toast-context';
import { useAddLogComment } from '../api/log-actions';
import { LogCommentForm } from './log-comment-form';
import { MessageStatusChip } from './message-status-chip';
import { useResend } from './use-resend';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function CommentItem({ comment }: { comment: LogComment }) {
  const { t } = useTranslation('notificationLogs');
  return (
    <Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{comment.author_name ?? t('system')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(comment.created_at)}
        </Typography>
        {comment.outcome && <Chip size="small" variant="outlined" label={t(`outcomes.${comment.outcome}`)} />}
      </Stack>
      {comment.outcome === 'promised_to_pay' && (
        <Typography variant="body2" color="success.main">
          {t('comments.promise', {
            amount: comment.promised_amount,
            date: comment.promised_date?.split('-').reverse().join('.'),
          })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {comment.comment}
      </Typography>
    </Box>
  );
}

type Props = { row: NotificationLog; onChange: (row: NotificationLog) => void; onClose: () => void };

/** Everything about one message: its text, why it failed or was canceled, the notes on it, and a resend. */
export function LogDetailDialog({ row, onChange, onClose }: Props) {
  const { t } = useTranslation('notificationLogs');
  const toast = useToast();
  const mayAct = useMayAct();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const addComment = useAddLogComment(row.id);
  const resend = useResend();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t(`types.${row.notification_type}`)}</span>
          <MessageStatusChip status={row.status} />
          <Chip size="small" variant="outlined" label={t(`channels.${row.notification_channel}`)} />
          <Chip size="small" variant="outlined" label={t(`triggers.${row.trigger}`)} />
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          {row.error_message && (
            <Alert severity={row.status === 'failed' ? 'error' : 'warning'}>
              <strong>{t('fields.error')}:</strong> {row.error_message}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            <Fact label={t('fields.created_at')}>{formatDateTime(row.created_at)}</Fact>
            <Fact label={t('fields.contract_no')}>
              {row.sale_id !== null && row.contract_no ? (
                <Link component={RouterLink} to={pathTo(paths.sales.detail, { id: row.sale_id })}>
                  {row.contract_no}
                </Link>
              ) : null}
            </Fact>
            <Fact label={t('fields.customer')}>{row.customer_name}</Fact>
            <Fact label={t('fields.recipient')}>{row.recipient}</Fact>
            <Fact label={t('fields.sender')}>{row.sender?.name ?? t('system')}</Fact>
            <Fact label={t('fields.locale')}>{t(`locales.${row.locale}`)}</Fact>
            <Fact label={t('fields.attempts')}>{String(row.attempts)}</Fact>
            {row.notification_channel === 'sms' && (
              <Fact label={t('fields.segments')}>{String(row.segments)}</Fact>
            )}
            <Fact label={t('fields.started_at')}>{row.started_at && formatDateTime(row.started_at)}</Fact>
            <Fact label={t('fields.delivered_at')}>
              {row.delivered_at && formatDateTime(row.delivered_at)}
            </Fact>
            {row.code && <Fact label={t('fields.code')}>{row.code}</Fact>}
          </Box>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            {row.subject && (
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {row.subject}
              </Typography>
            )}
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {row.text}
            </Typography>
          </Paper>
          <Divider />
          <Typography variant="subtitle1" component="h2">
            {t('comments.title')}
          </Typography>
          {row.comments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('comments.none')}
            </Typography>
          ) : (
            <Stack sx={{ gap: 1.5 }}>
              {row.comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </Stack>
          )}
          {mayAct('view_notification_logs', 'send_notifications') && (
            <LogCommentForm
              onSubmit={(body) =>
                addComment.mutateAsync(body).then((updated) => {
                  onChange(updated);
                  toast.success(t('comments.added'));
                })
              }
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {row.status === 'failed' && mayAct('send_notifications') && (
          <Button color="primary" onClick={() => void resend(row).then((sent) => sent && onClose())}>
            {t('resend.action')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
