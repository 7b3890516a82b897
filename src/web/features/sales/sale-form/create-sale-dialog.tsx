import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { zodResolver } from '@hookform/resolvers/zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import { createSaleBody, type CreateSaleBody, type CreateSaleInput } from '@shared/sales/contracts';
import { useCallback, useState } from 'react';
import { useController, useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '../../../lib/routing/paths';
import { useMaySee } from '../../../lib/auth/permissions';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { useErrorText } from '../../../components/form/use-error-text';
import { useCreateSale } from './api/create-sale';
import { ContractSection, TermsSection, type ContractValues } from './contract-fields';
import { createSaleDefaults } from './create-sale-defaults';
import { Section } from './form-section';
import { PriceAndSchedule } from './price-and-schedule';
import { UnitsAndPrices, type PriceValues } from './price-schedule-fields';
import { SaleAdvancesField } from './sale-advances-field';
import { SaleBuyersFields, type BuyerErrors } from './sale-buyers-fields';
import { firstMessage, scheduleBody, unitPrices } from './sale-form-helpers';
import { useUnappliedAdvances } from './api/sale-lookups';
import type { SaleUnitOption } from './sale-units-picker';
import { useBookingToClose, useInitialUnit, useProposedManager } from './use-create-sale-seeds';
import { useSaleCurrency } from './use-sale-currency';
import { useScheduleSnapshot } from './use-schedule-snapshot';

type Props = {
  open: boolean;
  onClose: () => void;
  /** A unit to sell (from the chessboard): the form starts with it and its price. */
  initialUnitId?: number;
};

/** Creates a sale: units, buyers, contract, money, and its payment schedule previewed live. */
export function CreateSaleDialog({ open, onClose, initialUnitId }: Props) {
  return open ? <CreateSaleForm onClose={onClose} initialUnitId={initialUnitId} /> : null;
}

function CreateSaleForm({ onClose, initialUnitId }: Omit<Props, 'open'>) {
  const { t } = useTranslation('sale');
  const maySee = useMaySee();
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useFailureHandler();
  const errorText = useErrorText();
  const today = tbilisiToday();

  const form = useForm<CreateSaleBody, unknown, CreateSaleInput>({
    resolver: zodResolver(createSaleBody),
    defaultValues: createSaleDefaults(today),
  });
  const control = form.control;
  const properties = useFieldArray({ control, name: 'properties' });
  const customers = useController({ control, name: 'customer_ids' });
  const [units, setUnits] = useState<SaleUnitOption[]>([]);
  const currency = useSaleCurrency(control);

  const initialUnit = useInitialUnit(initialUnitId, form, properties, setUnits);
  useProposedManager(form);
  const onUnitsChange = (picked: SaleUnitOption[]) => {
    properties.replace(unitPrices(picked, form.getValues('properties')));
    if (units.length === 0 && picked[0]) form.setValue('payment_ccy', picked[0].currency);
    setUnits(picked);
  };
  const { booking, closeBooking, setCloseBooking } = useBookingToClose(units, form);

  // Advances of the chosen buyers not applied yet: ticked ones become the sale's first payments.
  const buyerIds = customers.field.value as (number | null)[];
  const customerIds = buyerIds.filter((id): id is number => typeof id === 'number');
  const advances = useUnappliedAdvances(customerIds, maySee('view_advanced_payments'));
  const [advanceIds, setAdvanceIds] = useState<number[]>([]);

  const schedule = useScheduleSnapshot();
  const { clearErrors } = form;
  const onDraftChange = useCallback(() => clearErrors(['schedule', 'schedule_rows'] as never), [clearErrors]);

  const create = useCreateSale();

  const submit = form.handleSubmit((body) => {
    const latest = schedule.latest.current;
    if (!latest || latest.state.problem) return;
    const payload = {
      ...body,
      booking_id: booking && closeBooking ? booking.id : null,
      advance_payment_ids: advanceIds.filter((id) => advances.some((a) => a.id === id)),
      ...scheduleBody(latest.draft, latest.state),
    };
    return create.mutateAsync(payload).then(
      ({ id }) => {
        toast.success(t('created'));
        onClose();
        void navigate(pathTo(paths.sales.detail, { id }));
      },
      (error: unknown) => fail(error, form.setError),
    );
  });

  const errors = form.formState.errors as FieldErrors<Record<string, unknown>>;
  const scheduleServerError =
    firstMessage(errors.schedule) ?? firstMessage(errors.schedule_rows) ?? firstMessage(errors.rows);
  const title = initialUnit.data
    ? t('create_for_unit', { number: initialUnit.data.number })
    : t('create_title');

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending}
      maxWidth="lg"
      submitDisabled={!schedule.scheduleOk}
    >
      <Section title={t('sections.units_buyers')}>
        <UnitsAndPrices
          control={control as unknown as Control<PriceValues>}
          fields={properties.fields}
          units={units}
          onUnitsChange={onUnitsChange}
          currency={currency}
        />
        {booking && (
          <FormControlLabel
            control={<Checkbox checked={closeBooking} onChange={(_, checked) => setCloseBooking(checked)} />}
            label={t('booking.close', {
              id: booking.id,
              customer: booking.customer_name,
              date: booking.date_to,
            })}
          />
        )}
        {errors.booking_id?.message && (
          <FormHelperText error>{errorText(errors.booking_id.message)}</FormHelperText>
        )}
        <SaleBuyersFields
          buyerIds={buyerIds}
          onChange={(ids) => customers.field.onChange(ids)}
          errors={errors.customer_ids as BuyerErrors}
        />
        {advances.length > 0 && (
          <SaleAdvancesField advances={advances} checkedIds={advanceIds} setCheckedIds={setAdvanceIds} />
        )}
        {errors.advance_payment_ids && (
          <FormHelperText error>{errorText(firstMessage(errors.advance_payment_ids))}</FormHelperText>
        )}
      </Section>
      <Divider />
      <Section title={t('sections.contract')}>
        <ContractSection control={control as unknown as Control<ContractValues>} />
      </Section>
      <Divider />
      <Section title={t('sections.terms')}>
        <TermsSection control={control as unknown as Control<ContractValues>} />
      </Section>
      <Divider />
      <PriceAndSchedule
        control={control}
        today={today}
        serverError={scheduleServerError}
        onState={schedule.onScheduleState}
        onDraftChange={onDraftChange}
      />
    </FormDialog>
  );
}
