import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTAINER_STATUSES,
  RENOVATION_STATUSES,
  type ContainerSale,
  type ServiceOrderDetail,
  type ServiceOrderKind,
} from '@shared/services/contracts';
import { useState } from 'react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FieldLabel } from '../../../components/form/field-label';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useContainerSales } from '../api/get-container-sales';
import { useServiceTypes } from '../api/get-service-types';
import { useSaveServiceOrder } from '../api/save-service-order';
import {
  blankLine,
  initialOrderValues,
  orderForm,
  type OrderBody,
  type OrderControl,
  type OrderFormValues,
} from './order-form';
import { useTypeName } from './use-type-name';

/** The sale picker: live sales by contract number or buyer. */
function SaleField({ control }: { control: OrderControl }) {
  const { t } = useTranslation('services');
  const [search, setSearch] = useState('');
  const sales = useContainerSales(search);
  const { field, fieldState } = useController({ control, name: 'sale_id' });
  const error = useErrorText()(fieldState.error?.message);
  const options = sales.data ?? [];
  const value = options.find((s) => String(s.id) === field.value) ?? null;
  return (
    <Autocomplete<ContainerSale>
      options={options}
      value={value}
      loading={sales.isFetching}
      filterOptions={(list) => list}
      getOptionLabel={(s) => `${s.contract_no} — ${s.buyers}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_event, sale) => field.onChange(sale ? String(sale.id) : '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={<FieldLabel label={t('fields.sale')} required />}
          error={error !== undefined}
          helperText={error ?? t('sale_hint')}
        />
      )}
    />
  );
}

function LinesField({ control }: { control: OrderControl }) {
  const { t } = useTranslation('services');
  const types = useServiceTypes();
  const typeName = useTypeName();
  const lines = useFieldArray({ control, name: 'lines' });
  const options = (types.data ?? []).map((type) => ({
    value: String(type.id),
    label: `${typeName(type)} (${t(`units.${type.unit}`)}, ${type.unit_price} ${type.currency})`,
    disabled: !type.active,
  }));
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2">{t('lines')}</Typography>
      {lines.fields.map((line, i) => (
        <Stack
          key={line.id}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
        >
          <FormSelect
            control={control}
            name={`lines.${i}.service_type_id`}
            label={t('fields.service_type')}
            options={options}
            required
            sx={{ flex: 2, minWidth: 0 }}
          />
          <FormTextField
            control={control}
            name={`lines.${i}.quantity`}
            label={t('fields.quantity')}
            helperText={t('quantity_hint')}
            sx={{ flex: 1 }}
          />
          <FormTextField
            control={control}
            name={`lines.${i}.unit_price`}
            label={t('fields.unit_price')}
            helperText={t('price_hint')}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('remove_line')}
            disabled={lines.fields.length === 1}
            onClick={() => lines.remove(i)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => lines.append(blankLine)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('add_line')}
      </Button>
    </Stack>
  );
}

function ScheduleFields({ control }: { control: OrderControl }) {
  const { t } = useTranslation('services');
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, '& > *': { flex: 1 } }}>
        <FormTextField
          control={control}
          name="schedule.params.start_month"
          label={t('fields.start_month')}
          placeholder="2026-01"
          required
        />
        <FormTextField control={control} name="schedule.params.count" label={t('fields.count')} required />
        <FormTextField
          control={control}
          name="schedule.params.payment_day"
          label={t('fields.payment_day')}
          required
        />
      </Stack>
      <FormTextField
        control={control}
        name="schedule.params.formula"
        label={t('fields.formula')}
        helperText={t('formula_hint')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, '& > *': { flex: 1 } }}>
        <FormTextField
          control={control}
          name="schedule.first_installment_amount"
          label={t('fields.first_amount')}
        />
        <FormTextField
          control={control}
          name="schedule.first_installment_date"
          label={t('fields.first_date')}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </Stack>
  );
}

type Props = {
  kind: ServiceOrderKind;
  /** Editing this one; null adds a new one. */
  order: ServiceOrderDetail | null;
  /** The sale a new one is for (from the sale page); null: picked in the dialog. */
  saleId?: number | null;
  onClose: () => void;
};

/** Adds or edits a renovation or container: the sale, title, status, lines and, optionally, its schedule. */
export function OrderFormDialog({ kind, order, saleId = null, onClose }: Props) {
  const { t } = useTranslation('services');
  const form = useForm<OrderFormValues, unknown, OrderBody>({
    resolver: zodResolver(orderForm(kind)),
    defaultValues: initialOrderValues(kind, order, saleId),
  });
  const control = form.control as unknown as OrderControl;
  const withSchedule = useWatch({ control, name: 'with_schedule' });
  const save = useSaveServiceOrder();
  const submit = useSaveAndClose(
    form,
    ({ schedule, ...body }) =>
      save.mutateAsync({ kind, body: { ...body, id: order?.id }, schedule: schedule ?? null }),
    onClose,
    order ? 'records.updated' : 'records.created',
  );
  const statuses = kind === 'renovation' ? RENOVATION_STATUSES : CONTAINER_STATUSES;
  return (
    <FormDialog
      open
      maxWidth="md"
      title={t(order ? `${kind}.edit_title` : `${kind}.add_title`)}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      {!order && !saleId && <SaleField control={control} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField control={control} name="title" label={t('fields.title')} required />
        <FormSelect
          control={control}
          name="status"
          label={t('fields.status')}
          options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </Stack>
      <LinesField control={control} />
      <FormSwitch
        control={control}
        name="with_schedule"
        label={order ? t('replace_schedule') : t('make_schedule')}
      />
      {withSchedule && <ScheduleFields control={control} />}
    </FormDialog>
  );
}
