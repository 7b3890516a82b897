import type { CreateSaleBody, CreateSaleInput } from '@shared/sales/contracts';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useMaySee } from '../../../lib/auth/permissions';
import { useActiveBookings, useResponsibleUsers, useUnit } from './api/sale-lookups';
import { toSaleUnit, type SaleUnitOption } from './sale-units-picker';

type SaleForm = UseFormReturn<CreateSaleBody, unknown, CreateSaleInput>;

/** The unit the dialog was opened for (from the chessboard) is picked once loaded, with its price and currency. */
export function useInitialUnit(
  initialUnitId: number | undefined,
  form: SaleForm,
  properties: UseFieldArrayReturn<CreateSaleBody, 'properties'>,
  setUnits: Dispatch<SetStateAction<SaleUnitOption[]>>,
) {
  const initialUnit = useUnit(initialUnitId);
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !initialUnit.data) return;
    seeded.current = true;
    const unit = toSaleUnit(initialUnit.data);
    setUnits([unit]);
    properties.replace([{ property_id: unit.id, price: unit.total_price }]);
    form.setValue('payment_ccy', unit.currency);
  }, [initialUnit.data, properties, form, setUnits]);
  return initialUnit;
}

/** The signed-in user is proposed as the responsible manager when they may be one. */
export function useProposedManager(form: SaleForm) {
  const me = useCurrentUser();
  const managers = useResponsibleUsers().data;
  useEffect(() => {
    if (managers?.some((m) => m.id === me.id) && form.getValues('responsible_user_id') === '')
      form.setValue('responsible_user_id', me.id);
  }, [managers, me.id, form]);
}

/**
 * A booked unit: its active booking is closed by the sale (proposed, can be left open), and its customer
 * is proposed as the buyer while none is chosen.
 */
export function useBookingToClose(units: SaleUnitOption[], form: SaleForm) {
  const maySee = useMaySee();
  const bookings = useActiveBookings(
    units.filter((u) => u.status === 'booked').map((u) => u.id),
    maySee('view_bookings', 'create_bookings'),
  );
  const booking = bookings[0] ?? null;
  const [closeBooking, setCloseBooking] = useState(true);
  const proposedBuyer = useRef<number | null>(null);
  useEffect(() => {
    if (!booking || proposedBuyer.current === booking.id) return;
    proposedBuyer.current = booking.id;
    const ids = form.getValues('customer_ids');
    if (ids.every((id) => id === null || id === '')) form.setValue('customer_ids', [booking.customer_id]);
  }, [booking, form]);
  return { booking, closeBooking, setCloseBooking };
}
