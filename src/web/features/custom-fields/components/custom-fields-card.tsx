import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toLocale } from '@shared/i18n/locales';
import {
  normalizeCustomFieldValue,
  type CustomFieldGroup,
  type CustomFieldRow,
  type CustomFieldValue,
  type CustomFieldValues,
} from '@shared/templates/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { LoadError } from '../../../components/feedback/load-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { CustomFieldInput } from './custom-field-input';
import { useCustomFieldValues } from '../api/get-custom-field-values';
import { useCustomFields } from '../api/get-custom-fields';
import { useSaveCustomFieldValues } from '../api/save-custom-field-values';
import { fieldLabel } from './field-label';

type Props = {
  group: CustomFieldGroup;
  recordId: number;
  canEdit: boolean;
  /** Inside a frame that names it already (a dialog titled "Additional fields"): no card, no heading. */
  embedded?: boolean;
};

/**
 * The extra fields defined for a kind of record (Templates → Custom fields), with this record's values;
 * nothing shows while no field is defined for the group.
 */
export function CustomFieldsCard({ group, recordId, canEdit, embedded = false }: Props) {
  const { t } = useTranslation('saleDocuments');
  const fields = useCustomFields(group);
  const defined = (fields.data?.length ?? 0) > 0;
  const values = useCustomFieldValues(group, recordId, defined);
  const [draft, setDraft] = useState<CustomFieldValues | null>(null);
  if (!defined) return null;
  const title = t('custom_fields.title');

  const content = (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        {embedded ? (
          <Box sx={{ flex: 1 }} />
        ) : (
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
        )}
        {canEdit && draft === null && values.data && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => setDraft(values.data)}
          >
            {t('custom_fields.edit')}
          </Button>
        )}
      </Stack>
      {values.isError ? (
        <LoadError error={values.error} onRetry={() => void values.refetch()} />
      ) : draft !== null ? (
        <ValuesForm
          group={group}
          recordId={recordId}
          fields={fields.data!}
          initial={draft}
          onDone={() => setDraft(null)}
        />
      ) : values.data ? (
        <ValuesView fields={fields.data!} values={values.data} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          …
        </Typography>
      )}
    </>
  );
  return embedded ? (
    <Box component="section" aria-label={title}>
      {content}
    </Box>
  ) : (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>{content}</CardContent>
    </Card>
  );
}

function ValuesView({ fields, values }: { fields: CustomFieldRow[]; values: CustomFieldValues }) {
  const { t, i18n } = useTranslation('common');
  const locale = toLocale(i18n.language);
  const shown = (field: CustomFieldRow, value: CustomFieldValue | undefined) => {
    if (value === null || value === undefined || value === '') return '—';
    if (field.type === 'boolean')
      return value === true || value === 'true' ? t('labels.yes') : t('labels.no');
    return String(value);
  };
  return (
    <Grid container spacing={1}>
      {fields.map((field) => {
        const label = fieldLabel(field, locale);
        return (
          <Grid key={field.id} size={{ xs: 12, sm: 6, md: 4 }} role="group" aria-label={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{shown(field, values[field.key])}</Typography>
          </Grid>
        );
      })}
    </Grid>
  );
}

type FormProps = {
  group: CustomFieldGroup;
  recordId: number;
  fields: CustomFieldRow[];
  initial: CustomFieldValues;
  onDone: () => void;
};

/** Checks each value as the server will, sends them all, and puts a 422's messages on their fields. */
function ValuesForm({ group, recordId, fields, initial, onDone }: FormProps) {
  const { t, i18n } = useTranslation('saleDocuments');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(i18n.language);
  const toast = useToast();
  const fail = useFailureHandler();
  const save = useSaveCustomFieldValues(group, recordId);
  const [values, setValues] = useState<CustomFieldValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked: CustomFieldValues = {};
    const found: Record<string, string> = {};
    for (const field of fields) {
      const result = normalizeCustomFieldValue(field, values[field.key]);
      if ('error' in result) found[field.key] = result.error;
      else checked[field.key] = result.value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutateAsync(checked).then(
      () => {
        toast.success(t('custom_fields.saved'));
        onDone();
      },
      (error: unknown) => {
        const byKey = serverErrors(error);
        if (byKey) setErrors(byKey);
        fail(error);
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('custom_fields.title')}>
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <CustomFieldInput
              field={field}
              label={fieldLabel(field, locale)}
              value={values[field.key]}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              error={errors[field.key]}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" sx={{ gap: 1, mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={save.isPending}>
          {tc('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {tc('actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** A 422's messages keyed `values.<key>`, by field key. */
function serverErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || !error.body.errors) return null;
  const byKey: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.body.errors)) {
    const key = path.replace(/^values\./, '');
    if (messages[0]) byKey[key] = messages[0];
  }
  return Object.keys(byKey).length > 0 ? byKey : null;
}
