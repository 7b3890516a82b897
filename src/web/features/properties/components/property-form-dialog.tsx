import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { CURRENCIES } from '@shared/money/money';
import {
  createPropertyBody,
  type CreatePropertyBody,
  type PropertyDetail,
} from '@shared/properties/contracts';
import { MANUAL_STATUSES } from '@shared/properties/enums';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormMultiSelect } from '../../../components/form/form-multi-select';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useBuildingOptions, useLookup } from '../../buildings';
import { useFeatures } from '../../property-features';
import { useSaveProperty } from '../api/save-property';
import { localizedTitle } from '@shared/i18n/locales';
import { lookupOptions } from './lookup-options';
import { localizedName } from '@shared/i18n/locales';

type Output = z.output<typeof createPropertyBody>;

const emptyProperty: CreatePropertyBody = {
  building_id: '',
  block: '',
  floor: '',
  number: '',
  cad_code: '',
  type: 'apartment',
  state: 'white_frame',
  view: '',
  rooms: '',
  total_area: '',
  living_area: '',
  balcony_area: '',
  terrace_area: '',
  price_per_m2: '',
  total_price: '',
  currency: 'USD',
  feature_ids: [],
  status: 'free',
};

const toValues = (unit: PropertyDetail): CreatePropertyBody => ({
  building_id: unit.building_id,
  block: unit.block ?? '',
  floor: unit.floor,
  number: unit.number,
  cad_code: unit.cad_code,
  type: unit.type as CreatePropertyBody['type'],
  state: unit.state as CreatePropertyBody['state'],
  view: unit.view ?? '',
  rooms: unit.rooms ?? '',
  total_area: unit.total_area,
  living_area: unit.living_area ?? '',
  balcony_area: unit.balcony_area ?? '',
  terrace_area: unit.terrace_area ?? '',
  price_per_m2: unit.price_per_m2,
  total_price: unit.total_price,
  currency: unit.currency,
  feature_ids: unit.feature_ids,
});

/** Adds a unit, or edits the one given (its status changes through its own action, not here). */
export function PropertyFormDialog({ unit, onClose }: { unit: PropertyDetail | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('properties');
  const buildings = useBuildingOptions().data ?? [];
  const features = useFeatures().data ?? [];
  const types = useLookup('property-types');
  const states = useLookup('property-states');
  const views = useLookup('property-views');
  const statuses = useLookup('property-statuses');
  const form = useForm<CreatePropertyBody, unknown, Output>({
    resolver: zodResolver(createPropertyBody),
    defaultValues: unit ? toValues(unit) : emptyProperty,
  });
  const buildingId = useWatch({ control: form.control, name: 'building_id' });
  const blocks = buildings.find((building) => building.id === Number(buildingId))?.blocks ?? [];
  const save = useSaveProperty();

  const submit = useSaveAndClose(form, (body) => save.mutateAsync({ id: unit?.id ?? null, body }), onClose);

  const control = form.control;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } };
  const decimal = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <FormDialog
      open
      title={unit ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <Box sx={grid}>
        <FormSelect
          name="building_id"
          control={control}
          label={t('fields.building')}
          required
          options={buildings.map((building) => ({
            value: building.id,
            label: localizedName(building, i18n.language),
          }))}
        />
        <FormSelect
          name="block"
          control={control}
          label={t('fields.block')}
          allowEmpty
          options={blocks.map((block) => ({ value: block, label: block }))}
        />
        <FormTextField name="floor" control={control} label={t('fields.floor')} required type="number" />
        <FormTextField name="number" control={control} label={t('fields.number')} required />
        <FormTextField name="cad_code" control={control} label={t('fields.cad_code')} />
        <FormTextField name="rooms" control={control} label={t('fields.rooms')} type="number" />
        <FormSelect
          name="type"
          control={control}
          label={t('fields.type')}
          required
          options={lookupOptions(types.items)}
        />
        <FormSelect
          name="state"
          control={control}
          label={t('fields.state')}
          required
          options={lookupOptions(states.items)}
        />
        <FormSelect
          name="view"
          control={control}
          label={t('fields.view')}
          allowEmpty
          options={lookupOptions(views.items)}
        />
        <FormTextField
          name="total_area"
          control={control}
          label={t('fields.total_area')}
          required
          slotProps={decimal}
        />
        <FormTextField
          name="living_area"
          control={control}
          label={t('fields.living_area')}
          slotProps={decimal}
        />
        <FormTextField
          name="balcony_area"
          control={control}
          label={t('fields.balcony_area')}
          slotProps={decimal}
        />
        <FormTextField
          name="terrace_area"
          control={control}
          label={t('fields.terrace_area')}
          slotProps={decimal}
        />
        <FormTextField
          name="price_per_m2"
          control={control}
          label={t('fields.price_per_m2')}
          required
          slotProps={decimal}
        />
        <FormTextField
          name="total_price"
          control={control}
          label={t('fields.total_price')}
          helperText={t('hints.total_price')}
          slotProps={decimal}
        />
        <FormSelect
          name="currency"
          control={control}
          label={t('fields.currency')}
          required
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        {!unit && (
          <FormSelect
            name="status"
            control={control}
            label={t('fields.status')}
            options={MANUAL_STATUSES.map((status) => ({ value: status, label: statuses.title(status) }))}
          />
        )}
      </Box>
      <FormMultiSelect
        name="feature_ids"
        control={control}
        label={t('fields.features')}
        options={features.map((feature) => ({
          value: feature.id,
          label: localizedTitle(feature, i18n.language),
        }))}
      />
    </FormDialog>
  );
}
