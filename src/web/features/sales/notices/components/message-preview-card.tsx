import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessagePreview } from '@shared/notifications/messages';
import { useTranslation } from 'react-i18next';
import { SmsCounter } from '../../../../components/form/sms-counter';

/** One message as it will go: to whom and how, its subject and text, and for an SMS what it costs. */
export function MessagePreviewCard({ message, buyer }: { message: MessagePreview; buyer: string }) {
  const { t } = useTranslation('saleNotices');
  const channel = t(`channels.${message.channel}`);
  return (
    <Paper variant="outlined" component="article" aria-label={`${buyer} · ${channel}`} sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={channel} />
        <Chip size="small" variant="outlined" label={t(`locales.${message.locale}`)} />
        <Typography variant="subtitle2" component="h3">
          {buyer}
        </Typography>
        {message.recipient && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {message.recipient}
          </Typography>
        )}
      </Stack>
      {!message.recipient && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t(message.channel === 'sms' ? 'dialog.no_phone' : 'dialog.no_email')}
        </Alert>
      )}
      {message.subject && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          <strong>{t('fields.subject')}:</strong> {message.subject}
        </Typography>
      )}
      <Typography
        variant="body2"
        component="div"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1,
        }}
      >
        {message.text}
      </Typography>
      {message.channel === 'sms' && <SmsCounter text={message.text} />}
    </Paper>
  );
}
