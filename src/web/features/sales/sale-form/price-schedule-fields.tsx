import Grid, { type GridProps } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatAmount, type Currency } from '@shared/money/money';
import type { CreateSaleBody } from '@shared/sales/contracts';
import { useState } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { Section } from './form-section';
import { firstMessage, saleTotal, scheduleContext } from './sale-form-helpers';
import { SaleUnitsPicker, type SaleUnitOption } from './sale-units-picker';
import { ScheduleEditor } from './schedule-editor';
import { evaluateSchedule, type ScheduleDraft, type ScheduleState } from './schedule-draft';

/** The money fields every sale form with units has (creating a sale, changing its units). */
export type PriceValues = Pick<
  CreateSaleBody,
  'properties' | 'discount' | 'first_installment_amount' | 'first_installment_date'
>;

export type PriceSchedule = {
  /** The units' prices less the discount. */
  total: string;
  draft: ScheduleDraft;
  setDraft: (draft: ScheduleDraft) => void;
  /** The schedule the draft gives for the current money fields. */
  state: ScheduleState;
};

/**
 * The total and the schedule of a sale form, recomputed from its money fields on every change: cheap
 * (at most 600 rows, exact integer arithmetic), so simply evaluated on every render.
 */
export function usePriceSchedule(
  control: Control<PriceValues>,
  paymentDay: unknown,
  initialDraft: () => ScheduleDraft,
): PriceSchedule {
  const [prices, discount, firstAmount, firstDate] = useWatch({
    control,
    name: ['properties', 'discount', 'first_installment_amount', 'first_installment_date'],
  });
  const total = saleTotal(
    prices.map((p) => p.price),
    discount,
  );
  const context = scheduleContext({
    total,
    first_amount: firstAmount,
    first_date: firstDate,
    payment_day: paymentDay,
  });
  const [draft, setDraft] = useState(initialDraft);
  return { total, draft, setDraft, state: evaluateSchedule(draft, context) };
}

const decimal = { htmlInput: { inputMode: 'decimal' as const } };

type UnitsAndPricesProps = {
  control: Control<PriceValues>;
  /** The form's `properties` field array, one row per chosen unit. */
  fields: { id: string; property_id?: unknown }[];
  units: SaleUnitOption[];
  onUnitsChange: (units: SaleUnitOption[]) => void;
  /** The sale's currency, when a unit listed in another one should have its own price noted. */
  currency?: Currency;
};

/** The units picker, then a price per chosen unit next to the unit's number and building. */
export function UnitsAndPrices({ control, fields, units, onUnitsChange, currency }: UnitsAndPricesProps) {
  const { t } = useTranslation('sale');
  const errorText = useErrorText();
  const { errors } = useFormState({ control, name: 'properties' });
  // The first error anywhere under the units, so one the server names by a unit's index shows too.
  const error = errorText(firstMessage(errors.properties));
  const rows = fields.map((field, index) => {
    const unit = units.find((u) => u.id === Number(field.property_id));
    const otherCurrency = unit && currency && unit.currency !== currency;
    return (
      <Grid container spacing={2} key={field.id} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="body2">
            {t('units.unit_line', { number: unit?.number ?? '', building: unit?.building_name ?? '' })}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name={`properties.${index}.price`}
            control={control}
            label={t('units.price_of', { number: unit?.number ?? '' })}
            required
            fullWidth
            size="small"
            slotProps={decimal}
            helperText={
              otherCurrency
                ? t('units.list_price_other_currency', {
                    price: formatAmount(unit.total_price, unit.currency),
                  })
                : undefined
            }
          />
        </Grid>
      </Grid>
    );
  });
  return (
    <>
      <SaleUnitsPicker
        label={t('fields.units')}
        required
        value={units}
        onChange={onUnitsChange}
        error={error !== undefined}
        helperText={error}
      />
      {rows}
    </>
  );
}

type AmountCellProps = {
  control: Control<PriceValues>;
  name: 'discount' | 'first_installment_amount';
  size: GridProps['size'];
};

/** An amount of the sale form, as a cell of its price grid. */
function AmountCell({ control, name, size }: AmountCellProps) {
  const { t } = useTranslation('sale');
  return (
    <Grid size={size}>
      <FormTextField
        name={name}
        control={control}
        label={t(`fields.${name}`)}
        fullWidth
        slotProps={decimal}
      />
    </Grid>
  );
}

/** The discount off the units' prices. */
export function DiscountField({ control, size }: Omit<AmountCellProps, 'name'>) {
  return <AmountCell control={control} name="discount" size={size} />;
}

/** The first instalment's amount and date, as two cells of the form's price grid. */
export function FirstInstalmentFields({ control }: { control: Control<PriceValues> }) {
  const { t } = useTranslation('sale');
  return (
    <>
      <AmountCell control={control} name="first_installment_amount" size={{ xs: 12, sm: 4 }} />
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormDateInput
          name="first_installment_date"
          control={control}
          label={t('fields.first_installment_date')}
          fullWidth
        />
      </Grid>
    </>
  );
}

type ScheduleSectionProps = {
  schedule: PriceSchedule;
  currency: Currency;
  serverError: string | undefined;
  /** Whether rows may be edited by hand; otherwise only the generator's inputs are taken. */
  editableRows?: boolean;
  /** Called after the user changed the draft. */
  onEdit?: () => void;
};

/** The payment schedule of a sale form, previewed live from its money fields. */
export function ScheduleSection({
  schedule,
  currency,
  serverError,
  editableRows,
  onEdit,
}: ScheduleSectionProps) {
  const { t } = useTranslation('sale');
  return (
    <Section title={t('schedule.title')}>
      <ScheduleEditor
        draft={schedule.draft}
        onChange={(next) => {
          schedule.setDraft(next);
          onEdit?.();
        }}
        state={schedule.state}
        currency={currency}
        editableRows={editableRows}
        serverError={serverError}
      />
    </Section>
  );
}
