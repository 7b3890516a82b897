import { zodResolver } from '@hookform/resolvers/zod';
import {
  saveBookingBody,
  type Booking,
  type SaveBookingBody,
  type SaveBookingInput,
} from '@shared/bookings/contracts';
import { addDays, isIsoDate, todayIso } from '@shared/dates/date-formats';
import { CURRENCIES } from '@shared/money/money';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { CustomerPicker } from '../../customers';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useBookingOperators } from '../api/get-booking-operators';
import { PropertyPicker } from './property-picker';
import { useSaveBooking } from '../api/save-booking';
import type { UnitSummary } from './unit-label';

type Props = {
  /** The booking to edit; null to add one. */
  booking: Booking | null;
  /** A unit to book (from the chessboard); the picker starts with it and the price is its total. */
  unit?: UnitSummary;
  onClose: () => void;
  onSaved?: (booking: Booking) => void;
};

const unitOf = (booking: Booking): UnitSummary => ({
  id: booking.property.id,
  building_name: booking.property.building_name,
  block: booking.property.block,
  floor: booking.property.floor,
  number: booking.property.number,
  total_price: booking.property.total_price,
  currency: booking.property.currency,
});

function defaults(
  booking: Booking | null,
  unit: UnitSummary | undefined,
  operatorId: number,
  days: number,
): SaveBookingBody {
  if (booking)
    return {
      property_id: booking.property_id,
      customer_id: booking.customer_id,
      operator_id: booking.operator_id,
      date_from: booking.date_from,
      date_to: booking.date_to,
      price: booking.price,
      currency: booking.currency,
      is_paid: booking.is_paid,
      note: booking.note,
    };
  const today = todayIso();
  return {
    property_id: unit?.id ?? null,
    customer_id: null,
    operator_id: operatorId,
    date_from: today,
    date_to: addDays(today, days),
    price: unit?.total_price ?? '',
    currency: unit?.currency ?? 'GEL',
    is_paid: false,
    note: '',
  };
}

/** Adds a booking (optionally for a given unit) or edits one; the same shared rules as the server. */
export function BookingFormDialog({ booking, unit: givenUnit, onClose, onSaved }: Props) {
  const { t } = useTranslation('bookings');
  const me = useCurrentUser();
  const days = useAppConfig().booking_default_days;
  const form = useForm<SaveBookingBody, unknown, SaveBookingInput>({
    resolver: zodResolver(saveBookingBody),
    defaultValues: defaults(booking, givenUnit, me.id, days),
  });
  // A new booking's end follows its start by the configured period until the user picks an end themselves.
  const dateFrom = useWatch({ control: form.control, name: 'date_from' });
  useEffect(() => {
    if (booking || form.getFieldState('date_to').isDirty || !isIsoDate(dateFrom)) return;
    form.setValue('date_to', addDays(dateFrom, days));
  }, [booking, dateFrom, days, form]);
  const [unit, setUnit] = useState<UnitSummary | null>(booking ? unitOf(booking) : (givenUnit ?? null));
  const property = useController({ name: 'property_id', control: form.control });
  const customer = useController({ name: 'customer_id', control: form.control });
  const errorText = useErrorText();
  const operators = useBookingOperators().data ?? [];
  const save = useSaveBooking();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit((body) =>
    save.mutateAsync({ id: booking?.id ?? null, body }).then(
      (saved) => {
        toast.success(t('saved'));
        onSaved?.(saved);
        onClose();
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );

  const title = booking
    ? t('edit_title')
    : givenUnit
      ? t('book_title', { number: givenUnit.number })
      : t('add_title');
  const propertyError = errorText(property.fieldState.error?.message);
  const customerError = errorText(customer.fieldState.error?.message);
  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={submit} submitting={save.isPending}>
      <PropertyPicker
        label={t('fields.property')}
        required
        value={unit}
        disabled={givenUnit !== undefined}
        error={propertyError !== undefined}
        helperText={propertyError}
        onChange={(picked) => {
          setUnit(picked);
          property.field.onChange(picked?.id ?? null);
          if (picked) {
            form.setValue('price', picked.total_price);
            form.setValue('currency', picked.currency);
          }
        }}
      />
      <CustomerPicker
        label={t('fields.customer')}
        required
        value={typeof customer.field.value === 'number' ? customer.field.value : null}
        onChange={(id) => customer.field.onChange(id)}
        error={customerError !== undefined}
        helperText={customerError}
      />
      <FormDateInput name="date_from" control={form.control} label={t('fields.date_from')} required />
      <FormDateInput name="date_to" control={form.control} label={t('fields.date_to')} required />
      <FormTextField
        name="price"
        control={form.control}
        label={t('fields.price')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormSelect
        name="currency"
        control={form.control}
        label={t('fields.currency')}
        required
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <FormSelect
        name="operator_id"
        control={form.control}
        label={t('fields.operator')}
        required
        options={operators.map((o) => ({ value: o.id, label: o.name }))}
      />
      <FormSwitch name="is_paid" control={form.control} label={t('fields.is_paid')} />
      <FormTextField name="note" control={form.control} label={t('fields.note')} multiline minRows={2} />
    </FormDialog>
  );
}
