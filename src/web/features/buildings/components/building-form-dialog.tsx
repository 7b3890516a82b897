import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { BLOCKS } from '@shared/buildings/blocks';
import { saveBuildingBody, type Building, type SaveBuildingBody } from '@shared/buildings/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { FormMultiSelect } from '../../../components/form/form-multi-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { OtherLanguagesFields } from '../../../components/form/other-languages-fields';
import { useLookup } from '../api/get-property-lookups';
import { useSaveBuilding } from '../api/save-building';
import { FacsimileInput } from './facsimile-input';

type Output = z.output<typeof saveBuildingBody>;

/** English then Russian form of each Georgian value a bilingual contract prints. */
const TRANSLATED = [
  'name_en',
  'name_ru',
  'company_name_en',
  'company_name_ru',
  'director_en',
  'director_ru',
  'address_en',
  'address_ru',
] as const;

const emptyBuilding: SaveBuildingBody = {
  name: '',
  name_en: '',
  name_ru: '',
  cad_code: '',
  company_name: '',
  company_name_en: '',
  company_name_ru: '',
  company_id: '',
  director: '',
  director_en: '',
  director_ru: '',
  director_pid: '',
  manager_name: '',
  address: '',
  address_en: '',
  address_ru: '',
  email: '',
  phone: '',
  property_states: [],
  blocks: [],
  notifiable: false,
  remove_facsimile: false,
};

const toValues = (building: Building): SaveBuildingBody => ({
  name: building.name,
  name_en: building.name_en,
  name_ru: building.name_ru,
  cad_code: building.cad_code,
  company_name: building.company_name,
  company_name_en: building.company_name_en,
  company_name_ru: building.company_name_ru,
  company_id: building.company_id,
  director: building.director,
  director_en: building.director_en,
  director_ru: building.director_ru,
  director_pid: building.director_pid,
  manager_name: building.manager_name,
  address: building.address,
  address_en: building.address_en,
  address_ru: building.address_ru,
  email: building.email,
  phone: building.phone,
  property_states: building.property_states,
  blocks: building.blocks,
  notifiable: building.notifiable,
  remove_facsimile: false,
});

/** Adds a complex, or edits the one given, with its facsimile image. */
export function BuildingFormDialog({
  building,
  onClose,
}: {
  building: Building | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('buildings');
  const states = useLookup('property-states').items;
  const form = useForm<SaveBuildingBody, unknown, Output>({
    resolver: zodResolver(saveBuildingBody),
    defaultValues: building ? toValues(building) : emptyBuilding,
  });
  const [facsimile, setFacsimile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [facsimileError, setFacsimileError] = useState<string>();
  const save = useSaveBuilding();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ...values,
        remove_facsimile: removed && !facsimile,
        facsimile,
        id: building?.id ?? null,
      });
      toast.success('records.updated');
      onClose();
    } catch (error) {
      setFacsimileError(isApiError(error) ? error.body.errors?.facsimile?.[0] : undefined);
      fail(error, form.setError);
    }
  });

  const control = form.control;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } };
  return (
    <FormDialog
      open
      title={building ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <Box sx={grid}>
        <FormTextField name="name" control={control} label={t('fields.name')} required autoFocus />
        <FormTextField name="cad_code" control={control} label={t('fields.cad_code')} />
        <FormTextField name="company_name" control={control} label={t('fields.company_name')} />
        <FormTextField name="company_id" control={control} label={t('fields.company_id')} />
        <FormTextField name="director" control={control} label={t('fields.director')} />
        <FormTextField
          name="director_pid"
          control={control}
          label={t('fields.director_pid')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
        />
        <FormTextField name="manager_name" control={control} label={t('fields.manager_name')} />
        <FormTextField name="email" control={control} label={t('fields.email')} type="email" />
        <FormTextField name="phone" control={control} label={t('fields.phone')} type="tel" />
        <FormTextField
          name="address"
          control={control}
          label={t('fields.address')}
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
      </Box>
      <OtherLanguagesFields
        control={control}
        fields={TRANSLATED.map((name) => ({ name, label: t(`fields.${name}`) }))}
      />
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormMultiSelect
          name="property_states"
          control={control}
          label={t('fields.property_states')}
          options={states.map((state) => ({ value: state.key, label: state.title }))}
        />
        <FormMultiSelect
          name="blocks"
          control={control}
          label={t('fields.blocks')}
          options={BLOCKS.map((block) => ({ value: block, label: block }))}
        />
      </Box>
      <FormSwitch name="notifiable" control={control} label={t('fields.notifiable')} />
      <FacsimileInput
        currentUrl={building?.facsimile_file_url ?? null}
        file={facsimile}
        onChange={setFacsimile}
        removed={removed}
        onRemove={() => setRemoved(true)}
        error={facsimileError}
      />
    </FormDialog>
  );
}
