import { zodResolver } from '@hookform/resolvers/zod';
import {
  savePropertyFeatureGroupBody,
  type PropertyFeatureGroup,
  type SavePropertyFeatureGroupBody,
} from '@shared/property-features/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveFeatureGroup } from '../api/save-feature-group';

/** Adds a feature group, or edits the one given. */
export function FeatureGroupFormDialog({
  group,
  onClose,
}: {
  group: PropertyFeatureGroup | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('propertyFeatures');
  const form = useForm<SavePropertyFeatureGroupBody, unknown, z.output<typeof savePropertyFeatureGroupBody>>({
    resolver: zodResolver(savePropertyFeatureGroupBody),
    defaultValues: group ?? { title: '', title_en: '', title_ru: '' },
  });
  const save = useSaveFeatureGroup();

  const submit = useSaveAndClose(form, (body) => save.mutateAsync({ id: group?.id ?? null, body }), onClose);

  return (
    <FormDialog
      open
      title={group ? t('groups.edit_title') : t('groups.add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormTextField name="title" control={form.control} label={t('fields.title')} required autoFocus />
      <FormTextField name="title_en" control={form.control} label={t('fields.title_en')} />
      <FormTextField name="title_ru" control={form.control} label={t('fields.title_ru')} />
    </FormDialog>
  );
}
