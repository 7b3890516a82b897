import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { CURRENCIES } from '@shared/money/money';
import { planUnits } from '@shared/properties/bulk-plan';
import { bulkTemplate, type BulkTemplate, type BulkTemplateBody } from '@shared/properties/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useBulkCreate } from '../api/bulk-create';
import { useBuildingOptions, useLookup } from '../../buildings';
import { BulkPreview } from './bulk-preview';
import { lookupOptions } from './lookup-options';
import { localizedName } from '@shared/i18n/locales';

const emptyTemplate: BulkTemplateBody = {
  building_id: '',
  block: '',
  floor_from: 1,
  floor_to: 10,
  units_per_floor: 4,
  number_pattern: '{floor}{unit:02}',
  type: 'apartment',
  state: 'white_frame',
  view: '',
  total_area: '',
  rooms: '',
  price_per_m2: '',
  price_step_per_floor: '0',
  currency: 'USD',
};

/** Creates a block's units from a template, with the plan previewed live as the template is filled in. */
export function BulkCreateDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('properties');
  const buildings = useBuildingOptions().data ?? [];
  const types = useLookup('property-types').items;
  const states = useLookup('property-states').items;
  const views = useLookup('property-views').items;
  const form = useForm<BulkTemplateBody, unknown, BulkTemplate>({
    resolver: zodResolver(bulkTemplate),
    defaultValues: emptyTemplate,
  });
  const values = useWatch({ control: form.control }) as BulkTemplateBody;
  const template = bulkTemplate.safeParse(values);
  const plan = template.success ? planUnits(template.data) : [];
  const blocks = buildings.find((building) => building.id === Number(values.building_id))?.blocks ?? [];
  const save = useBulkCreate();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit((body) =>
    save.mutateAsync(body).then(
      (answer) => {
        toast.success(t('bulk.created', { count: answer.created }));
        onClose();
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );

  const control = form.control;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } };
  const decimal = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <FormDialog
      open
      title={t('bulk.title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="lg"
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
        <FormTextField
          name="floor_from"
          control={control}
          label={t('bulk.floor_from')}
          required
          type="number"
        />
        <FormTextField name="floor_to" control={control} label={t('bulk.floor_to')} required type="number" />
        <FormTextField
          name="units_per_floor"
          control={control}
          label={t('bulk.units_per_floor')}
          required
          type="number"
        />
        <FormTextField
          name="number_pattern"
          control={control}
          label={t('bulk.number_pattern')}
          required
          helperText={t('bulk.number_pattern_hint')}
        />
        <FormSelect
          name="type"
          control={control}
          label={t('fields.type')}
          required
          options={lookupOptions(types)}
        />
        <FormSelect
          name="state"
          control={control}
          label={t('fields.state')}
          required
          options={lookupOptions(states)}
        />
        <FormSelect
          name="view"
          control={control}
          label={t('fields.view')}
          allowEmpty
          options={lookupOptions(views)}
        />
        <FormTextField name="rooms" control={control} label={t('fields.rooms')} type="number" />
        <FormTextField
          name="total_area"
          control={control}
          label={t('fields.total_area')}
          required
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
          name="price_step_per_floor"
          control={control}
          label={t('bulk.price_step')}
          helperText={t('bulk.price_step_hint')}
          slotProps={decimal}
        />
        <FormSelect
          name="currency"
          control={control}
          label={t('fields.currency')}
          required
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
      </Box>
      {template.success && <BulkPreview units={plan} currency={template.data.currency} />}
    </FormDialog>
  );
}
