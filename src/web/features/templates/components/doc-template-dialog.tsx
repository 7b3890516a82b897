import { zodResolver } from '@hookform/resolvers/zod';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { AnswerOf } from '@shared/api/endpoint';
import { toLocale } from '@shared/i18n/locales';
import {
  DOC_TEMPLATE_LANGUAGES,
  DOC_TEMPLATE_TYPE_TITLES,
  DOC_TEMPLATE_TYPES,
  docTemplateBody,
  type DocTemplateBodyInput,
  type TemplateSaveResult,
} from '@shared/templates/contracts';
import type { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { useState } from 'react';
import type { z } from 'zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { LoadError } from '../../../components/feedback/load-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { LazyRichTextEditor } from '../rich-text/lazy-rich-text-editor';
import { useToast } from '../../../components/feedback/toast-context';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { SmsCounter } from '../../../components/form/sms-counter';
import { useErrorText } from '../../../components/form/use-error-text';
import { useDocTemplate } from '../api/get-doc-template';
import { useSaveDocTemplate } from '../api/save-doc-template';
import { uploadEditorImage } from '../api/upload-editor-image';
import { smsTextOf } from './sms-text';
import { TemplateRefusal } from './template-refusal';
import { useCustomFieldEntries } from './use-custom-placeholders';

const blank: DocTemplateBodyInput = { name: '', type: 'letter', language: 'ka', subject: '', body: '' };

/** The template as GET answers it: every column when no `fields` are named (the contract allows fewer). */
type LoadedTemplate = AnswerOf<typeof docTemplateEndpoints.get>;

const fromRow = (row: LoadedTemplate): DocTemplateBodyInput => ({
  id: row.id,
  name: row.name ?? blank.name,
  type: row.type ?? blank.type,
  language: row.language ?? blank.language,
  subject: row.subject ?? '',
  body: row.body ?? blank.body,
});

type Refusal = { message: string; unknown: string[] };

function DocTemplateForm({ template, onClose }: { template: LoadedTemplate | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('templates');
  const locale = toLocale(i18n.language);
  const form = useForm<DocTemplateBodyInput, unknown, z.output<typeof docTemplateBody>>({
    resolver: zodResolver(docTemplateBody),
    defaultValues: template ? fromRow(template) : blank,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const body = useWatch({ control: form.control, name: 'body' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const customFields = useCustomFieldEntries();
  const errorText = useErrorText();
  const save = useSaveDocTemplate();
  const toast = useToast();
  const fail = useFailureHandler();

  const refuse = (error: unknown) => {
    if (!isApiError(error) || error.status !== 422) return fail(error);
    const body = error.body as TemplateSaveResult;
    setRefusal({ message: error.message, unknown: body.unknown_placeholders ?? [] });
    // The field's key would show "{names}" unfilled; the answer's own message already names them.
    applyServerErrors<keyof DocTemplateBodyInput>(
      (field, problem, options) =>
        form.setError(
          field,
          problem.message === 'templates.unknown_placeholders'
            ? { ...problem, message: error.message }
            : problem,
          options,
        ),
      body,
    );
  };

  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    return save.mutateAsync(body).then(() => {
      toast.success('records.updated');
      onClose();
    }, refuse);
  });

  return (
    <FormDialog
      open
      title={template ? t('docs.edit_title') : t('docs.add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="lg"
    >
      {refusal && <TemplateRefusal message={refusal.message} unknown={refusal.unknown} />}
      <FormTextField name="name" control={form.control} label={t('docs.fields.name')} required autoFocus />
      <FormSelect
        name="type"
        control={form.control}
        label={t('docs.fields.type')}
        required
        options={DOC_TEMPLATE_TYPES.map((value) => ({
          value,
          label: DOC_TEMPLATE_TYPE_TITLES[value][locale],
        }))}
      />
      <FormSelect
        name="language"
        control={form.control}
        label={t('docs.fields.language')}
        required
        options={DOC_TEMPLATE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
      />
      {type === 'email' && (
        <FormTextField name="subject" control={form.control} label={t('docs.fields.subject')} />
      )}
      <Controller
        name="body"
        control={form.control}
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            label={t('docs.fields.body')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(fieldState.error?.message)}
            uploadImage={uploadEditorImage}
            customFields={customFields}
          />
        )}
      />
      {type === 'sms' && <SmsCounter text={smsTextOf(body)} template />}
    </FormDialog>
  );
}

/** Adds a document template, or loads one in full and edits it. */
export function DocTemplateDialog({
  templateId,
  onClose,
}: {
  templateId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('templates');
  const template = useDocTemplate(templateId);
  if (templateId === null) return <DocTemplateForm template={null} onClose={onClose} />;
  if (template.data) return <DocTemplateForm template={template.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label={t('docs.edit_title')}>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        {template.isError ? (
          <LoadError error={template.error} onRetry={() => void template.refetch()} />
        ) : (
          <CircularProgress aria-label={t('loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
