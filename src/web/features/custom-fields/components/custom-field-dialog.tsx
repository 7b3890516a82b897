import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOM_FIELD_GROUPS,
  CUSTOM_FIELD_TYPES,
  customFieldBody,
  type CustomFieldBody,
  type CustomFieldBodyInput,
  type CustomFieldRow,
} from '@shared/templates/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useSaveCustomField } from '../api/save-custom-field';
import { OptionsEditor } from './options-editor';

const blank: CustomFieldBodyInput = {
  key: '',
  group: 'sale',
  type: 'text',
  label_ka: '',
  label_en: '',
  label_ru: '',
  options: [],
  required: false,
  sort_order: 0,
};

const fromRow = (row: CustomFieldRow): CustomFieldBodyInput => ({
  key: row.key,
  group: row.group,
  type: row.type,
  label_ka: row.label_ka,
  label_en: row.label_en,
  label_ru: row.label_ru,
  options: row.options,
  required: row.required,
  sort_order: row.sort_order,
});

/** Adds a custom field, or edits one; its key is its placeholder, so it cannot change once saved. */
export function CustomFieldDialog({ field, onClose }: { field: CustomFieldRow | null; onClose: () => void }) {
  const { t } = useTranslation('templates');
  const form = useForm<CustomFieldBodyInput, unknown, CustomFieldBody>({
    resolver: zodResolver(customFieldBody),
    defaultValues: field ? fromRow(field) : blank,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const errorText = useErrorText();
  const save = useSaveCustomField();

  const submit = useSaveAndClose(form, (body) => save.mutateAsync({ id: field?.id ?? null, body }), onClose);

  return (
    <FormDialog
      open
      title={field ? t('custom.edit_title') : t('custom.add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormTextField
        name="key"
        control={form.control}
        label={t('custom.fields.key')}
        required
        autoFocus={!field}
        helperText={field ? t('custom.key_locked') : t('custom.key_hint')}
        slotProps={{ htmlInput: { readOnly: field !== null, spellCheck: false } }}
      />
      <FormTextField name="label_ka" control={form.control} label={t('custom.fields.label_ka')} required />
      <FormTextField name="label_en" control={form.control} label={t('custom.fields.label_en')} />
      <FormTextField name="label_ru" control={form.control} label={t('custom.fields.label_ru')} />
      <FormSelect
        name="group"
        control={form.control}
        label={t('custom.fields.group')}
        required
        options={CUSTOM_FIELD_GROUPS.map((value) => ({ value, label: t(`custom.groups.${value}`) }))}
      />
      <FormSelect
        name="type"
        control={form.control}
        label={t('custom.fields.type')}
        required
        options={CUSTOM_FIELD_TYPES.map((value) => ({ value, label: t(`custom.types.${value}`) }))}
      />
      {type === 'select' && (
        <Controller
          name="options"
          control={form.control}
          render={({ field: options, fieldState }) => {
            const errors = fieldState.error as
              ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
            return (
              <OptionsEditor
                value={options.value ?? []}
                onChange={options.onChange}
                error={errorText(errors?.message)}
                itemErrors={(options.value ?? []).map((_o, i) => errorText(errors?.[i]?.message))}
              />
            );
          }}
        />
      )}
      <FormTextField
        name="sort_order"
        control={form.control}
        label={t('custom.fields.sort_order')}
        type="number"
      />
      <FormSwitch name="required" control={form.control} label={t('custom.fields.required')} />
    </FormDialog>
  );
}
