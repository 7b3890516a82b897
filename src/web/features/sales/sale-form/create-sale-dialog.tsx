import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tbilisiToday } from '@shared/dates/date-formats';
import { CURRENCIES, formatMoney, type Currency } from '@shared/money/money';
import { createSaleBody, type CreateSaleBody, type CreateSaleInput } from '@shared/sales/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useController,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api/api-client';
import { useCurrentUser } from '../../../app/auth/auth-context';
import { usePermission } from '../../../app/auth/use-permission';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { CustomerPicker } from '../../customers';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { MoneyText } from '../../../components/money-text';
import { ContractSection, TermsSection, type ContractValues } from './contract-fields';
import { invalidateSales } from './invalidate-sale';
import { Section } from './form-section';
import { useActiveBookings, useResponsibleUsers, useUnappliedAdvances, useUnit } from './sale-lookups';
import { toSaleUnit, type SaleUnitOption } from './sale-units-picker';
import {
  DiscountField,
  FirstInstalmentFields,
  ScheduleSection,
  UnitsAndPrices,
  usePriceSchedule,
  type PriceValues,
} from './price-schedule-fields';
import { emptyDraft, monthAfter, type ScheduleDraft, type ScheduleState } from './schedule-draft';
import { firstMessage, scheduleBody, unitPrices } from './sale-form-helpers';

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
  const me = useCurrentUser();
  const can = usePermission();
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useFailureHandler();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const today = tbilisiToday();

  const form = useForm<CreateSaleBody, unknown, CreateSaleInput>({
    resolver: zodResolver(createSaleBody),
    defaultValues: {
      contract_no: '',
      contract_type: 'contract_main',
      contract_lang: 'ge',
      contract_start_date: today,
      contract_end_date: '',
      signing_date: '',
      payment_day: Number(today.slice(8, 10)),
      mortgage_bank_id: '',
      mortgage_amount: '',
      agent_id: '',
      agent_fee_percent: '',
      min_income_percent: '',
      is_signed: false,
      is_managable: true,
      vat_payer: false,
      automatic_recalculation: false,
      responsible_user_id: '',
      info_source: '',
      renovation_price: '',
      properties: [],
      customer_ids: [null],
      payment_ccy: 'USD',
      discount: '0',
      first_installment_amount: '0',
      first_installment_date: '',
      booking_id: null,
      advance_payment_ids: [],
    },
  });
  const control = form.control;
  const contractControl = control as unknown as Control<ContractValues>;
  const priceControl = control as unknown as Control<PriceValues>;
  const properties = useFieldArray({ control, name: 'properties' });
  const customers = useController({ control, name: 'customer_ids' });
  const [units, setUnits] = useState<SaleUnitOption[]>([]);
  const currency = useCurrency(control);

  // The unit the dialog was opened for, with its price and currency.
  const initialUnit = useUnit(initialUnitId);
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !initialUnit.data) return;
    seeded.current = true;
    const unit = toSaleUnit(initialUnit.data);
    setUnits([unit]);
    properties.replace([{ property_id: unit.id, price: unit.total_price }]);
    form.setValue('payment_ccy', unit.currency);
  }, [initialUnit.data, properties, form]);

  // The signed-in user is proposed as the responsible manager when they may be one.
  const managers = useResponsibleUsers().data;
  useEffect(() => {
    if (managers?.some((m) => m.id === me.id) && form.getValues('responsible_user_id') === '')
      form.setValue('responsible_user_id', me.id);
  }, [managers, me.id, form]);

  const onUnitsChange = (picked: SaleUnitOption[]) => {
    properties.replace(unitPrices(picked, form.getValues('properties')));
    if (units.length === 0 && picked[0]) form.setValue('payment_ccy', picked[0].currency);
    setUnits(picked);
  };

  // A booked unit: its active booking is closed by the sale (proposed, can be left open).
  const bookings = useActiveBookings(
    units.filter((u) => u.status === 'booked').map((u) => u.id),
    can('view_bookings', 'create_bookings'),
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

  // Advances of the chosen buyers not applied yet: ticked ones become the sale's first payments.
  const customerIds = (customers.field.value as unknown[]).filter(
    (id): id is number => typeof id === 'number',
  );
  const advances = useUnappliedAdvances(customerIds, can('view_advanced_payments'));
  const [advanceIds, setAdvanceIds] = useState<number[]>([]);

  // The schedule lives in its own part of the form (it re-renders on every money keystroke); the root
  // keeps the latest state for the submit and re-renders only when saving becomes possible or not.
  const scheduleRef = useRef<{ draft: ScheduleDraft; state: ScheduleState } | null>(null);
  const [scheduleOk, setScheduleOk] = useState(false);
  const onScheduleState = useCallback((draft: ScheduleDraft, state: ScheduleState) => {
    scheduleRef.current = { draft, state };
    setScheduleOk(state.problem === null);
  }, []);
  const { clearErrors } = form;
  const onDraftChange = useCallback(() => clearErrors(['schedule', 'schedule_rows'] as never), [clearErrors]);

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<{ id: number }>('/sales', body),
    onSuccess: () => invalidateSales(queryClient, { units: true }),
  });

  const submit = form.handleSubmit((body) => {
    const schedule = scheduleRef.current;
    if (!schedule || schedule.state.problem) return;
    const payload = {
      ...body,
      booking_id: booking && closeBooking ? booking.id : null,
      advance_payment_ids: advanceIds.filter((id) => advances.some((a) => a.id === id)),
      ...scheduleBody(schedule.draft, schedule.state),
    };
    return create.mutateAsync(payload).then(
      ({ id }) => {
        toast.success(t('created'));
        onClose();
        void navigate(`/sales/${id}`);
      },
      (error: unknown) => fail(error, form.setError),
    );
  });

  const errors = form.formState.errors as FieldErrors<Record<string, unknown>>;
  const scheduleServerError =
    firstMessage(errors.schedule) ?? firstMessage(errors.schedule_rows) ?? firstMessage(errors.rows);
  const customerErrors = errors.customer_ids as
    ({ message?: string; root?: { message?: string } } & Record<number, { message?: string }>) | undefined;
  const buyersError = errorText(customerErrors?.message ?? customerErrors?.root?.message);
  const buyerIds = customers.field.value as (number | null)[];
  const setBuyers = (ids: (number | null)[]) => customers.field.onChange(ids);
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
      submitDisabled={!scheduleOk}
    >
      <Section title={t('sections.units_buyers')}>
        <UnitsAndPrices
          control={priceControl}
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
        <Stack sx={{ gap: 1.5 }}>
          {buyerIds.map((id, index) => (
            <Stack direction="row" key={index} sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>
                <CustomerPicker
                  label={buyerIds.length > 1 ? t('fields.buyer_n', { n: index + 1 }) : t('fields.buyer')}
                  required={index === 0}
                  value={id}
                  onChange={(picked) => setBuyers(buyerIds.map((v, i) => (i === index ? picked : v)))}
                  error={customerErrors?.[index]?.message !== undefined}
                  helperText={errorText(customerErrors?.[index]?.message)}
                />
              </Box>
              {buyerIds.length > 1 && (
                <Tooltip title={t('actions.remove_buyer')}>
                  <IconButton
                    aria-label={t('actions.remove_buyer_n', { n: index + 1 })}
                    onClick={() => setBuyers(buyerIds.filter((_, i) => i !== index))}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ))}
          {buyersError && <FormHelperText error>{buyersError}</FormHelperText>}
          {buyerIds.length < 10 && (
            <Box>
              <Button size="small" startIcon={<AddOutlined />} onClick={() => setBuyers([...buyerIds, null])}>
                {t('actions.add_buyer')}
              </Button>
            </Box>
          )}
        </Stack>
        {advances.length > 0 && (
          <Stack sx={{ gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('advances.hint')}
            </Typography>
            <FormGroup>
              {advances.map((a) => (
                <FormControlLabel
                  key={a.id}
                  control={
                    <Checkbox
                      checked={advanceIds.includes(a.id)}
                      onChange={(_, checked) =>
                        setAdvanceIds((ids) => (checked ? [...ids, a.id] : ids.filter((x) => x !== a.id)))
                      }
                    />
                  }
                  label={t('advances.item', {
                    amount: formatMoney(a.amount),
                    currency: a.currency,
                    date: a.paid_at,
                    customer: a.customer_name,
                  })}
                />
              ))}
            </FormGroup>
          </Stack>
        )}
        {errors.advance_payment_ids && (
          <FormHelperText error>{errorText(firstMessage(errors.advance_payment_ids))}</FormHelperText>
        )}
      </Section>
      <Divider />
      <Section title={t('sections.contract')}>
        <ContractSection control={contractControl} />
      </Section>
      <Divider />
      <Section title={t('sections.terms')}>
        <TermsSection control={contractControl} />
      </Section>
      <Divider />
      <PriceAndSchedule
        control={control}
        today={today}
        serverError={scheduleServerError}
        onState={onScheduleState}
        onDraftChange={onDraftChange}
      />
    </FormDialog>
  );
}

const useCurrency = (control: Control<CreateSaleBody>): Currency => {
  const value = useWatch({ control, name: 'payment_ccy' });
  return CURRENCIES.includes(value) ? value : 'USD';
};

type PriceAndScheduleProps = {
  control: Control<CreateSaleBody>;
  today: string;
  serverError: string | undefined;
  onState: (draft: ScheduleDraft, state: ScheduleState) => void;
  onDraftChange: () => void;
};

/** Currency, discount, total, first instalment, payment day, and the schedule built from them. */
function PriceAndSchedule({ control, today, serverError, onState, onDraftChange }: PriceAndScheduleProps) {
  const { t } = useTranslation('sale');
  const priceControl = control as unknown as Control<PriceValues>;
  const currency = useCurrency(control);
  const paymentDay = useWatch({ control, name: 'payment_day' });
  const schedule = usePriceSchedule(priceControl, paymentDay, () => emptyDraft(monthAfter(today)));
  useEffect(() => onState(schedule.draft, schedule.state));

  return (
    <>
      <Section title={t('sections.price')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormSelect
              name="payment_ccy"
              control={control}
              label={t('fields.payment_ccy')}
              required
              fullWidth
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </Grid>
          <DiscountField control={priceControl} size={{ xs: 12, sm: 6, md: 3 }} />
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack role="group" aria-label={t('fields.total_price')}>
              <Typography variant="caption" color="text.secondary">
                {t('fields.total_price')}
              </Typography>
              <Typography variant="h6" component="p">
                <MoneyText value={schedule.total} currency={currency} />
              </Typography>
            </Stack>
          </Grid>
          <FirstInstalmentFields control={priceControl} />
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              name="payment_day"
              control={control}
              label={t('fields.payment_day')}
              required
              fullWidth
              helperText={t('hints.payment_day')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
      </Section>
      <Divider />
      <ScheduleSection
        schedule={schedule}
        currency={currency}
        serverError={serverError}
        onEdit={onDraftChange}
      />
      {schedule.state.problem && (
        <Alert severity="warning" variant="outlined">
          {t('schedule.save_blocked')}
        </Alert>
      )}
    </>
  );
}
