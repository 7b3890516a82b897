import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import { formatAmount, formatMoney } from '@shared/money/money';
import { updatePropertiesBody, type SaleDetail, type UpdatePropertiesBody } from '@shared/sales/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useController, useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveAndClose } from '../../../../components/form/use-save-and-close';
import { Section } from '../../sale-form/form-section';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import {
  DiscountField,
  FirstInstalmentFields,
  ScheduleSection,
  UnitsAndPrices,
  usePriceSchedule,
  type PriceValues,
} from '../../sale-form/price-schedule-fields';
import { firstMessage, unitPrices } from '../../sale-form/sale-form-helpers';
import type { SaleUnitOption } from '../../sale-form/sale-units-picker';
import { draftFromRows, monthAfter, scheduleParamsOf } from '../../sale-form/schedule-draft';
import { useErrorText } from '../../../../components/form/use-error-text';
import { MoneyText } from '../../../../components/money-text';
import { useUpdateSaleUnits } from '../api/update-sale-units';

type Output = ReturnType<typeof updatePropertiesBody.parse>;

/**
 * Other units (or other prices) for the sale: the schedule is generated again, and the user must choose
 * whether what the client paid so far is kept (applied from the first instalment) or reset to zero.
 */
export function ChangeUnitsDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const errorText = useErrorText();
  const choiceLabel = useId();
  const current = sale.properties.filter((p) => !p.released_at);
  const [units, setUnits] = useState<SaleUnitOption[]>(
    current.map((p) => ({
      id: p.property_id,
      building_name: p.building_name,
      block: p.block,
      floor: p.floor,
      number: p.number,
      total_price: p.price,
      currency: sale.payment_ccy,
      status: 'sold',
    })),
  );
  const form = useForm<UpdatePropertiesBody, unknown, Output>({
    resolver: zodResolver(updatePropertiesBody),
    defaultValues: {
      properties: current.map((p) => ({ property_id: p.property_id, price: p.price })),
      discount: sale.discount,
      first_installment_amount: sale.first_installment_amount,
      first_installment_date: sale.first_installment_date ?? '',
      paid_amount_choice: undefined,
    },
  });
  const control = form.control;
  const properties = useFieldArray({ control, name: 'properties' });
  const priceControl = control as unknown as Control<PriceValues>;
  const choice = useController({ control, name: 'paid_amount_choice' });
  const schedule = usePriceSchedule(priceControl, sale.payment_day, () => ({
    ...draftFromRows(
      sale.schedule.map((row) => ({ date: row.due_date, amount: row.amount, first: row.first })),
      monthAfter(tbilisiToday()),
    ),
    rows: null,
  }));

  const onUnitsChange = (picked: SaleUnitOption[]) => {
    properties.replace(unitPrices(picked, form.getValues('properties')));
    setUnits(picked);
  };

  const save = useUpdateSaleUnits(sale.id);
  const handle = useSaveAndClose(form, save.mutateAsync, onClose, t('units.changed'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (schedule.state.problem) {
      event.preventDefault();
      return;
    }
    form.setValue('schedule', scheduleParamsOf(schedule.draft));
    return handle(event);
  };

  const errors = form.formState.errors as FieldErrors<Record<string, unknown>>;
  const choiceError = errorText(choice.fieldState.error?.message);
  return (
    <FormDialog
      open
      title={t('units.change_title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
      submitDisabled={schedule.state.problem !== null}
    >
      <Alert severity="info">{t('units.change_hint')}</Alert>
      <Section title={t('sections.units')}>
        <UnitsAndPrices
          control={priceControl}
          fields={properties.fields}
          units={units}
          onUnitsChange={onUnitsChange}
        />
        <Grid container spacing={2}>
          <DiscountField control={priceControl} size={{ xs: 12, sm: 4 }} />
          <FirstInstalmentFields control={priceControl} />
        </Grid>
        <Typography>
          {t('fields.total_price')}: <MoneyText value={schedule.total} currency={sale.payment_ccy} />
        </Typography>
      </Section>
      <Divider />
      <ScheduleSection
        schedule={schedule}
        currency={sale.payment_ccy}
        editableRows={false}
        serverError={firstMessage(errors.schedule)}
      />
      <Divider />
      <FormControl error={choiceError !== undefined} required>
        <FormLabel id={choiceLabel}>
          {t('units.paid_choice', { paid: formatMoney(sale.balance.paid) })}
        </FormLabel>
        <RadioGroup
          aria-labelledby={choiceLabel}
          name={choice.field.name}
          value={choice.field.value ?? ''}
          onChange={(_, value) => choice.field.onChange(value)}
        >
          <FormControlLabel value="keep" control={<Radio />} label={t('units.keep')} />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mb: 1 }}>
            {t('units.keep_hint', { paid: formatAmount(sale.balance.paid, sale.payment_ccy) })}
          </Typography>
          <FormControlLabel value="reset" control={<Radio />} label={t('units.reset')} />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
            {t('units.reset_hint')}
          </Typography>
        </RadioGroup>
        {choiceError && <FormHelperText>{choiceError}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
