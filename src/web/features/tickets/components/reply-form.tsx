import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TicketDetail } from '@shared/tickets/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useErrorText } from '../../../components/form/use-error-text';
import { isApiError } from '../../../lib/api/api-error';
import { useAddTicketItem } from '../api/add-ticket-item';
import { FilesInput } from './files-input';

/** A reply with files; staff may mark it an internal note. Ctrl+Enter sends. */
export function ReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const errorText = useErrorText();
  const add = useAddTicketItem();
  const toast = useToast();
  const fail = useFailureHandler();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    setError(undefined);
    add.mutate(
      { ticket: ticket.id, body, internal, files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setInternal(false);
          toast.success(t('sent_toast'));
        },
        onError: (e) => {
          const fieldErrors = isApiError(e)
            ? (e.body as { errors?: Record<string, string[]> }).errors
            : undefined;
          setError(
            errorText(fieldErrors?.body?.[0] ?? fieldErrors?.files?.[0] ?? fieldErrors?.internal?.[0]),
          );
          fail(e);
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={send} sx={{ gap: 1 }}>
      {ticket.status === 'closed' && <Alert severity="info">{t('reopen_hint')}</Alert>}
      <TextField
        label={t('reply')}
        placeholder={t('reply_placeholder')}
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
        }}
        error={error !== undefined}
        helperText={error ?? (internal ? t('internal_hint') : undefined)}
      />
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <FilesInput value={files} onChange={setFiles} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          {ticket.can.note && (
            <FormControlLabel
              control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />}
              label={t('internal')}
            />
          )}
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('send')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
