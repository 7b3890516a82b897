import { zodResolver } from '@hookform/resolvers/zod';
import {
  savePropertyFeatureBody,
  type PropertyFeature,
  type SavePropertyFeatureBody,
} from '@shared/property-features/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFeatureGroups } from '../api/get-feature-groups';
import { useSaveFeature } from '../api/save-feature';
import { localizedTitle } from '@shared/i18n/locales';

/** Adds a feature, or edits the one given. */
export function FeatureFormDialog({
  feature,
  onClose,
}: {
  feature: PropertyFeature | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('propertyFeatures');
  const groups = useFeatureGroups().data ?? [];
  const form = useForm<SavePropertyFeatureBody, unknown, z.output<typeof savePropertyFeatureBody>>({
    resolver: zodResolver(savePropertyFeatureBody),
    defaultValues: feature
      ? { ...feature, group_id: feature.group_id ?? '' }
      : { title: '', title_en: '', title_ru: '', group_id: '' },
  });
  const save = useSaveFeature();

  const submit = useSaveAndClose(
    form,
    (body) => save.mutateAsync({ id: feature?.id ?? null, body }),
    onClose,
  );

  return (
    <FormDialog
      open
      title={feature ? t('features.edit_title') : t('features.add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormSelect
        name="group_id"
        control={form.control}
        label={t('fields.group')}
        allowEmpty
        options={groups.map((group) => ({ value: group.id, label: localizedTitle(group, i18n.language) }))}
      />
      <FormTextField name="title" control={form.control} label={t('fields.title')} required autoFocus />
      <FormTextField name="title_en" control={form.control} label={t('fields.title_en')} />
      <FormTextField name="title_ru" control={form.control} label={t('fields.title_ru')} />
    </FormDialog>
  );
}
