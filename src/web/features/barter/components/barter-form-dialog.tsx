import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  BARTER_ITEM_TYPES,
  BARTER_STATUSES,
  saveBarterBody,
  type BarterRow,
  type SaveBarterBody,
} from '@shared/barter/contracts';
import { tbilisiToday } from '@shared/dates/date-formats';
import { CURRENCIES } from '@shared/money/money';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useUnitSearch, type UnitSearch } from '../../buildings';
import { CustomerPicker } from '../../customers';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useVehicleBrands } from '../api/get-vehicle-brands';
import { useSaveBarter } from '../api/save-barter';

type Unit = { id: number; label: string };

const unitLabel = (u: { building_name: string; block: string | null; number: string }) =>
  `${u.building_name}, ${u.block ? `${u.block}-` : ''}${u.number}`;

/** The deal may take any free unit; the list shows the first 50 whose number matches. */
const FREE_UNITS: UnitSearch = { statuses: ['free'], limit: 50 };

/** Adds a barter deal, or edits the one given: counterparty, our units, what we get and its valuation. */
export function BarterFormDialog({ deal, onClose }: { deal: BarterRow | null; onClose: () => void }) {
  const { t } = useTranslation('barter');
  const errorText = useErrorText();
  const live = (deal?.properties ?? []).filter((p) => !p.released_at);
  const form = useForm<SaveBarterBody, unknown, z.output<typeof saveBarterBody>>({
    resolver: zodResolver(saveBarterBody),
    defaultValues: {
      customer_id: deal?.customer_id ?? (undefined as unknown as number),
      property_ids: live.map((p) => p.id),
      item_type: deal?.item_type ?? 'land',
      description: deal?.description ?? '',
      vehicle_brand: deal?.vehicle_brand ?? '',
      vehicle_model: deal?.vehicle_model ?? '',
      vehicle_year: deal?.vehicle_year ?? '',
      valuation: deal?.valuation ?? '',
      currency: deal?.currency ?? 'USD',
      deal_date: deal?.deal_date ?? tbilisiToday(),
      status: deal?.status ?? 'active',
      note: deal?.note ?? '',
    },
  });
  const itemType = useWatch({ control: form.control, name: 'item_type' });
  const brand = useWatch({ control: form.control, name: 'vehicle_brand' });
  const [unitSearch, setUnitSearch] = useState('');
  const free = useUnitSearch(unitSearch, FREE_UNITS);
  const brands = useVehicleBrands();
  const [known, setKnown] = useState<Map<number, Unit>>(
    () => new Map(live.map((p) => [p.id, { id: p.id, label: unitLabel(p) }])),
  );
  const options: Unit[] = [
    ...known.values(),
    ...(free.data?.data ?? [])
      .filter((p) => !known.has(p.id))
      .map((p) => ({ id: p.id, label: unitLabel(p) })),
  ];
  const save = useSaveBarter();

  const submit = useSaveAndClose(form, (body) => save.mutateAsync({ id: deal?.id ?? null, body }), onClose);

  return (
    <FormDialog
      open
      title={deal ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <Controller
        name="customer_id"
        control={form.control}
        render={({ field, fieldState }) => (
          <CustomerPicker
            value={typeof field.value === 'number' ? field.value : null}
            onChange={(id) => field.onChange(id ?? undefined)}
            label={t('fields.customer')}
            required
            error={!!fieldState.error}
            helperText={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        name="property_ids"
        control={form.control}
        render={({ field, fieldState }) => {
          const ids = (field.value ?? []) as number[];
          return (
            <Autocomplete<Unit, true>
              multiple
              options={options}
              value={options.filter((o) => ids.includes(o.id))}
              getOptionLabel={(o) => o.label}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              onInputChange={(_e, value, reason) => reason === 'input' && setUnitSearch(value)}
              onChange={(_e, value) => {
                setKnown((m) => new Map([...m, ...value.map((v) => [v.id, v] as const)]));
                field.onChange(value.map((v) => v.id));
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('fields.properties')}
                  required
                  error={!!fieldState.error}
                  helperText={errorText(fieldState.error?.message)}
                />
              )}
            />
          );
        }}
      />
      <FormSelect
        name="item_type"
        control={form.control}
        label={t('fields.item_type')}
        required
        options={BARTER_ITEM_TYPES.map((value) => ({ value, label: t(`item_types.${value}`) }))}
      />
      {itemType === 'vehicle' && (
        <>
          <Controller
            name="vehicle_brand"
            control={form.control}
            render={({ field, fieldState }) => (
              <Autocomplete<string, false, false, true>
                freeSolo
                options={(brands.data ?? []).map((b) => b.brand)}
                value={(field.value as string) ?? ''}
                onInputChange={(_e, value) => field.onChange(value)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('fields.vehicle_brand')}
                    required
                    error={!!fieldState.error}
                    helperText={errorText(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <Controller
            name="vehicle_model"
            control={form.control}
            render={({ field, fieldState }) => (
              <Autocomplete<string, false, false, true>
                freeSolo
                options={brands.data?.find((b) => b.brand === brand)?.models ?? []}
                value={(field.value as string) ?? ''}
                onInputChange={(_e, value) => field.onChange(value)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('fields.vehicle_model')}
                    required
                    error={!!fieldState.error}
                    helperText={errorText(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <FormTextField name="vehicle_year" control={form.control} label={t('fields.vehicle_year')} />
        </>
      )}
      <FormTextField
        name="description"
        control={form.control}
        label={t('fields.description')}
        multiline
        minRows={2}
      />
      <FormTextField name="valuation" control={form.control} label={t('fields.valuation')} required />
      <FormSelect
        name="currency"
        control={form.control}
        label={t('fields.currency')}
        required
        options={CURRENCIES.map((value) => ({ value, label: value }))}
      />
      <FormDateInput name="deal_date" control={form.control} label={t('fields.deal_date')} required />
      <FormSelect
        name="status"
        control={form.control}
        label={t('fields.status')}
        options={BARTER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
      />
      <FormTextField name="note" control={form.control} label={t('fields.note')} multiline minRows={2} />
    </FormDialog>
  );
}
