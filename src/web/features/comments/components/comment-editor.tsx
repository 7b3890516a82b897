import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { commentBody, COMMENT_MAX_LENGTH, type CommentBody } from '@shared/comments/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';

type Props = {
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (body: CommentBody) => Promise<unknown>;
  onCancel?: () => void;
};

/** The comment text with its save button; Ctrl+Enter saves, the form clears after a new comment. */
export function CommentEditor({ initial = '', label, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('common');
  const fail = useFailureHandler();
  const form = useForm<CommentBody, unknown, z.output<typeof commentBody>>({
    resolver: zodResolver(commentBody),
    defaultValues: { body: initial },
  });
  const submit = form.handleSubmit((body) =>
    onSubmit(body).then(
      () => form.reset({ body: '' }),
      (error: unknown) => fail(error, form.setError),
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 1 }}>
      <FormTextField
        name="body"
        control={form.control}
        label={label}
        multiline
        minRows={2}
        maxRows={8}
        autoFocus={Boolean(onCancel)}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('actions.cancel')}</Button>}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
