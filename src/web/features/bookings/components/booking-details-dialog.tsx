import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@shared/bookings/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unitLabel } from './unit-label';
import { CommentsPanel } from '../../comments';
import { RecordTasks } from '../../tasks';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { formatDate } from '../../../components/format-date-time';
import { MoneyText } from '../../../components/money-text';
import { useBooking } from '../api/get-booking';
import { BookingStatusChip } from './booking-status-chip';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

/** A booking's card and its comments. */
export function BookingDetailsDialog({
  id,
  onClose,
  onEdit,
}: {
  id: number;
  onClose: () => void;
  onEdit?: (booking: Booking) => void;
}) {
  const { t } = useTranslation('bookings');
  const { t: common } = useTranslation('common');
  const booking = useBooking(id);
  const titleId = useId();
  const b = booking.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('details_title', { id })}</DialogTitle>
      <DialogContent dividers>
        {booking.isError ? (
          <LoadError error={booking.error} onRetry={() => void booking.refetch()} />
        ) : !b ? (
          <PageLoader />
        ) : (
          <Stack sx={{ gap: 1 }}>
            <Row label={t('fields.status')}>
              <BookingStatusChip status={b.status} />
            </Row>
            <Row label={t('fields.property')}>{unitLabel(t, b.property)}</Row>
            <Row label={t('fields.customer')}>{b.customer_name}</Row>
            <Row label={t('fields.operator')}>{b.operator_name}</Row>
            <Row label={t('fields.period')}>
              {formatDate(b.date_from)} — {formatDate(b.date_to)}
            </Row>
            <Row label={t('fields.price')}>
              <MoneyText value={b.price} currency={b.currency} />
            </Row>
            <Row label={t('fields.paid')}>{b.is_paid ? t('paid.yes') : t('paid.no')}</Row>
            {b.note && <Row label={t('fields.note')}>{b.note}</Row>}
            <Divider sx={{ my: 1 }} />
            <RecordTasks model="booking" modelId={b.id} />
            <Divider sx={{ my: 1 }} />
            <CommentsPanel model="booking" modelId={b.id} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {onEdit && b?.status === 'active' && (
          <Button onClick={() => onEdit(b)}>{common('actions.edit')}</Button>
        )}
        <Button onClick={onClose}>{common('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
