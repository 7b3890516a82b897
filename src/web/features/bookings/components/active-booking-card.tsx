import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { formatDate } from '../../../components/format-date-time';
import { useActiveBooking } from '../api/get-bookings';

/** Link that opens the bookings list with this booking's card on top. */
const bookingLink = (id: number) => `${paths.bookings.list.path}?booking=${id}`;

/** Who holds a booked unit, until when, who registered the booking, and a way to it (the chessboard drawer). */
export function ActiveBookingCard({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('bookings');
  const booking = useActiveBooking(propertyId, true).data;
  if (!booking) return null;
  const line = (label: string, value: string) => (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-label={t('held.title')}>
      <Stack sx={{ gap: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('held.title')}
        </Typography>
        {line(t('fields.customer'), booking.customer_name)}
        {line(t('held.until'), formatDate(booking.date_to))}
        {line(t('held.registered_by'), booking.operator_name)}
        <Link component={RouterLink} to={bookingLink(booking.id)}>
          {t('held.open', { id: booking.id })}
        </Link>
      </Stack>
    </Paper>
  );
}
