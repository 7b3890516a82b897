import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@shared/notifications/messages';
import type { SaleDetail } from '@shared/sales/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { LoadError } from '../../../../components/feedback/load-error';
import { useToast } from '../../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { useNoticePreview, useSendNotice } from '../api/notice-preview';
import type { SaleNotice } from '../notice-kinds';
import { CheckboxGroup } from '../../../../components/form/checkbox-group';
import { MessagePreviewCard } from './message-preview-card';

/**
 * The preview of a manual notice: choose channels and buyers, read each message as it will go, then send.
 * By default SMS to every current buyer, as the API does without a choice.
 */
export function NoticeSendDialog({
  sale,
  notice,
  onClose,
}: {
  sale: SaleDetail;
  notice: SaleNotice;
  onClose: () => void;
}) {
  const { t } = useTranslation('saleNotices');
  const titleId = useId();
  const preview = useNoticePreview(sale.id, notice);
  const send = useSendNotice(sale.id, notice);
  const toast = useToast();
  const fail = useFailureHandler();
  const buyers = sale.customers.filter((c) => c.removed_at === null);
  const [channels, setChannels] = useState<NotificationChannel[]>(['sms']);
  const [buyerIds, setBuyerIds] = useState<number[]>(() => buyers.map((c) => c.customer_id));

  const shown = (preview.data?.messages ?? []).filter(
    (m) => channels.includes(m.channel) && buyerIds.includes(m.customer_id),
  );
  const nameOf = (id: number) => buyers.find((c) => c.customer_id === id)?.name ?? '';

  const submit = () =>
    send.mutateAsync({ channels, customer_ids: buyerIds }).then(
      (result) => {
        toast.success(t('dialog.queued', { count: result.queued }));
        onClose();
      },
      (error: unknown) => fail(error),
    );

  const refused = preview.isError && isApiError(preview.error) && preview.error.status === 422;
  return (
    <Dialog
      open
      onClose={() => !send.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t('dialog.title', { notice: t(`types.${notice}`), contract: sale.contract_no })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 4 } }}>
            <CheckboxGroup
              label={t('fields.channels')}
              options={NOTIFICATION_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))}
              value={channels}
              onChange={setChannels}
            />
            <CheckboxGroup
              label={t('fields.buyers')}
              options={buyers.map((c) => ({ value: c.customer_id, label: c.name }))}
              value={buyerIds}
              onChange={setBuyerIds}
            />
          </Stack>
          {preview.isPending ? (
            <Stack sx={{ alignItems: 'center', py: 3 }}>
              <CircularProgress aria-label={t('dialog.loading')} />
            </Stack>
          ) : refused ? (
            <Alert severity="info">{preview.error.message}</Alert>
          ) : preview.isError ? (
            <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
          ) : buyers.length === 0 ? (
            <Alert severity="info">{t('dialog.no_messages')}</Alert>
          ) : shown.length === 0 ? (
            <Alert severity="info">{t('dialog.nothing_selected')}</Alert>
          ) : (
            shown.map((message) => (
              <MessagePreviewCard
                key={`${message.customer_id}-${message.channel}`}
                message={message}
                buyer={nameOf(message.customer_id)}
              />
            ))
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendOutlined />}
          loading={send.isPending}
          disabled={!preview.isSuccess || shown.length === 0}
          onClick={() => void submit()}
        >
          {t('dialog.send', { count: shown.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
