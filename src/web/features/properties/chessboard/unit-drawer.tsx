import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct, useMaySee } from '../../../lib/auth/permissions';
import { ActiveBookingCard, BookingFormDialog } from '../../bookings';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { CustomFieldsCard } from '../../custom-fields';
import { LoadError } from '../../../components/feedback/load-error';
import { CreateSaleDialog } from '../../sales';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useProperty } from '../api/get-property';
import { PropertyDetails } from '../components/property-details';
import { PlanSection } from '../components/plan-section';
import { PriceHistory } from '../components/price-history';
import { PropertyFormDialog } from '../components/property-form-dialog';
import { SplitDialog } from '../components/split-dialog';
import { StatusToggle } from '../components/status-toggle';

/** A unit opened from the chessboard: its card and what may be done with it. */
export function UnitDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('properties');
  const { t: tBookings } = useTranslation('bookings');
  const { t: tSale } = useTranslation('sale');
  const unit = useProperty(id);
  const mayAct = useMayAct();
  const canEdit = mayAct('edit_properties');
  const bookingsOn = useAppConfig().modules.sale_types;
  const canBook = bookingsOn && mayAct('create_bookings');
  const maySee = useMaySee();
  const canSell = mayAct('create_sales');
  const [dialog, setDialog] = useState<'edit' | 'split' | 'book' | 'sell' | null>(null);
  const sellable = unit.data?.status === 'free' || unit.data?.status === 'booked';
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 }, p: 2 } } }}
    >
      {unit.isError ? (
        <LoadError error={unit.error} onRetry={() => void unit.refetch()} />
      ) : !unit.data ? (
        <PageLoader />
      ) : (
        <Stack sx={{ gap: 2 }} role="region" aria-label={t('unit_title', { number: unit.data.number })}>
          <Typography variant="h6" component="h2">
            {t('unit_title', { number: unit.data.number })}
          </Typography>
          {unit.data.status === 'booked' && maySee('view_bookings') && (
            <ActiveBookingCard propertyId={unit.data.id} />
          )}
          <PropertyDetails unit={unit.data} />
          <PlanSection unit={unit.data} canEdit={canEdit} />
          <CustomFieldsCard group="property" recordId={unit.data.id} canEdit={canEdit} />
          {((canSell && sellable) || (canBook && unit.data.status === 'free')) && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {canSell && sellable && (
                <Button variant="contained" startIcon={<SellOutlined />} onClick={() => setDialog('sell')}>
                  {tSale('sell')}
                </Button>
              )}
              {canBook && unit.data.status === 'free' && (
                <Button
                  variant={canSell ? 'outlined' : 'contained'}
                  startIcon={<BookmarkAddOutlined />}
                  onClick={() => setDialog('book')}
                >
                  {tBookings('book')}
                </Button>
              )}
            </Stack>
          )}
          {canEdit && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
                {t('actions.edit')}
              </Button>
              <StatusToggle unit={unit.data} />
              {unit.data.status === 'free' && (
                <Button
                  variant="outlined"
                  startIcon={<CallSplitOutlined />}
                  onClick={() => setDialog('split')}
                >
                  {t('actions.split')}
                </Button>
              )}
            </Stack>
          )}
          {unit.data.price_history.length > 0 && <PriceHistory entries={unit.data.price_history} />}
        </Stack>
      )}
      {dialog === 'edit' && unit.data && (
        <PropertyFormDialog unit={unit.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'split' && unit.data && <SplitDialog unit={unit.data} onClose={() => setDialog(null)} />}
      {dialog === 'book' && unit.data && (
        <BookingFormDialog booking={null} unit={unit.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'sell' && (
        <Suspense fallback={null}>
          <CreateSaleDialog open onClose={() => setDialog(null)} initialUnitId={id} />
        </Suspense>
      )}
    </Drawer>
  );
}
