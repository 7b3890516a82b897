import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CURRENCIES } from '@shared/money/money';
import type { CreateSaleBody } from '@shared/sales/contracts';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyText } from '../../../components/money-text';
import { Section } from './form-section';
import {
  DiscountField,
  FirstInstalmentFields,
  ScheduleSection,
  usePriceSchedule,
  type PriceValues,
} from './price-schedule-fields';
import { emptyDraft, monthAfter, type ScheduleDraft, type ScheduleState } from './schedule-draft';
import { useSaleCurrency } from './use-sale-currency';

type Props = {
  control: Control<CreateSaleBody>;
  today: string;
  serverError: string | undefined;
  onState: (draft: ScheduleDraft, state: ScheduleState) => void;
  onDraftChange: () => void;
};

/** Currency, discount, total, first instalment, payment day, and the schedule built from them. */
export function PriceAndSchedule({ control, today, serverError, onState, onDraftChange }: Props) {
  const { t } = useTranslation('sale');
  const priceControl = control as unknown as Control<PriceValues>;
  const currency = useSaleCurrency(control);
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
