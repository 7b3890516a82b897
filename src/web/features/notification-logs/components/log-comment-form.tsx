import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CALL_OUTCOMES, logCommentBody, type LogCommentBody } from '@shared/notifications/messages';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';

type Values = { comment: string; outcome: string; promised_date: string; promised_amount: string };
const empty: Values = { comment: '', outcome: '', promised_date: '', promised_amount: '' };

/** The shared rule, with the form's empty fields read as "not given" (and a promise's fields only for a promise). */
const schema = z
  .object({
    comment: z.string(),
    outcome: z.string(),
    promised_date: z.string(),
    promised_amount: z.string(),
  })
  .transform((values) => {
    const promise = values.outcome === 'promised_to_pay';
    return Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => value !== '' && (promise || !key.startsWith('promised_')),
      ),
    );
  })
  .pipe(logCommentBody);

type Props = { onSubmit: (body: LogCommentBody) => Promise<unknown> };

/** A collections note: the text, the call's outcome, and for a promise to pay its date and amount. */
export function LogCommentForm({ onSubmit }: Props) {
  const { t } = useTranslation('notificationLogs');
  const fail = useFailureHandler();
  // The form keeps its own (string) values; the checked body is made from them on submit.
  const form = useForm<Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: empty,
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const submit = form.handleSubmit((values) =>
    onSubmit(schema.parse(values)).then(
      () => form.reset(empty),
      (error: unknown) => fail(error, form.setError),
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 1.5 }}>
      <FormSelect
        name="outcome"
        control={form.control}
        label={t('comments.outcome')}
        allowEmpty={t('comments.no_outcome')}
        options={CALL_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
      />
      {outcome === 'promised_to_pay' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <FormDateInput
            name="promised_date"
            control={form.control}
            label={t('comments.promised_date')}
            required
            fullWidth
          />
          <FormTextField
            name="promised_amount"
            control={form.control}
            label={t('comments.promised_amount')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      )}
      <FormTextField
        name="comment"
        control={form.control}
        label={t('comments.comment')}
        required
        multiline
        minRows={2}
        maxRows={6}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('comments.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
