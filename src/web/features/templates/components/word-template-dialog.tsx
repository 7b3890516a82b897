import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_TEMPLATE_BYTES,
  wordTemplateForm,
  type TemplateSaveResult,
  type WordTemplateForm,
  type WordTemplateFormInput,
  type WordTemplateRow,
} from '@shared/templates/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useToast } from '../../../components/feedback/toast-context';
import { useBuildingOptions } from '../../buildings';
import { useSaveWordTemplate } from '../api/save-word-template';
import { DocxFileInput } from './docx-file-input';
import { TemplateRefusal } from './template-refusal';
import { useContractTitles } from './template-titles';
import { localizedName } from '@shared/i18n/locales';

const blank: WordTemplateFormInput = {
  name: '',
  contract_type: 'contract_main',
  language: 'ge',
  building_id: '',
};

const fromRow = (row: WordTemplateRow): WordTemplateFormInput => ({
  name: row.name,
  contract_type: row.contract_type,
  language: row.language,
  building_id: row.building_id ?? '',
});

/** The file's own problems, caught before the upload: not a .docx, or too large. */
function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.docx')) return 'templates.not_docx';
  if (file.size > MAX_TEMPLATE_BYTES) return 'validation.file_too_large';
  return null;
}

type Refusal = { message: string; unknown: string[] };

/** Uploads a new .docx template, or edits one (a new file is then optional). */
export function WordTemplateDialog({
  template,
  onClose,
}: {
  template: WordTemplateRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('templates');
  const form = useForm<WordTemplateFormInput, unknown, WordTemplateForm>({
    resolver: zodResolver(wordTemplateForm),
    defaultValues: template ? fromRow(template) : blank,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errorText = useErrorText();
  const titles = useContractTitles();
  const buildings = useBuildingOptions();
  const save = useSaveWordTemplate();
  const toast = useToast();
  const fail = useFailureHandler();

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(null);
    setFileError(chosen ? (fileProblem(chosen) ?? undefined) : undefined);
  };

  const refuse = (error: unknown) => {
    if (!isApiError(error) || error.status !== 422) return fail(error);
    const body = error.body as TemplateSaveResult;
    setRefusal({ message: error.message, unknown: body.unknown_placeholders ?? [] });
    applyServerErrors<keyof WordTemplateFormInput | 'file'>((field, problem, options) => {
      if (field === 'file') setFileError(problem.message);
      else form.setError(field, problem, options);
    }, body);
  };

  const submit = form.handleSubmit((values) => {
    if (!template && !file) return setFileError('templates.file_required');
    if (file && fileProblem(file)) return;
    const data = new FormData();
    data.append('name', values.name);
    data.append('contract_type', values.contract_type);
    data.append('language', values.language);
    if (values.building_id !== undefined) data.append('building_id', String(values.building_id));
    if (file) data.append('file', file);
    setRefusal(null);
    return save.mutateAsync({ id: template?.id ?? null, form: data }).then(() => {
      toast.success('records.updated');
      onClose();
    }, refuse);
  });

  return (
    <FormDialog
      open
      title={template ? t('word.edit_title') : t('word.upload_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      {refusal && <TemplateRefusal message={refusal.message} unknown={refusal.unknown} />}
      <FormTextField name="name" control={form.control} label={t('word.fields.name')} required autoFocus />
      <FormSelect
        name="contract_type"
        control={form.control}
        label={t('word.fields.contract_type')}
        required
        options={titles.typeOptions}
      />
      <FormSelect
        name="language"
        control={form.control}
        label={t('word.fields.language')}
        required
        options={titles.languageOptions}
      />
      <FormSelect
        name="building_id"
        control={form.control}
        label={t('word.fields.building')}
        allowEmpty={t('word.all_complexes')}
        helperText={t('word.building_hint')}
        options={(buildings.data ?? []).map((b) => ({
          value: b.id,
          label: localizedName(b, i18n.language),
        }))}
      />
      <DocxFileInput
        file={file}
        current={template?.file_name}
        onChange={chooseFile}
        error={errorText(fileError)}
        required={!template}
      />
    </FormDialog>
  );
}
