import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, type DocumentRow } from '@shared/documents/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { useDocumentTypes } from '../api/get-document-types';
import type { FileOwnerBase } from '../api/get-owner-files';
import { useSaveOwnerFile } from '../api/save-owner-file';

type Props = {
  base: FileOwnerBase;
  ownerId: number;
  /** The document to replace, or null to attach a new one. */
  document: DocumentRow | null;
  onClose: () => void;
};

/** Attach a file with its type and title, or replace a document's file and/or details. */
export function DocumentFileDialog({ base, ownerId, document, onClose }: Props) {
  const { t } = useTranslation('documents');
  const types = useDocumentTypes();
  const save = useSaveOwnerFile(base, ownerId);
  const toast = useToast();
  const fail = useFailureHandler();
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState(document?.document_type ?? 'other');
  const [title, setTitle] = useState(document?.title ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save
      .mutateAsync({
        ...(document ? { documentId: document.id } : {}),
        file,
        document_type: type,
        title,
      })
      .then(
        () => {
          toast.success('records.updated');
          onClose();
        },
        (error: unknown) => {
          if (isApiError(error) && error.body.errors) setErrors(error.body.errors);
          fail(error);
        },
      );
  };

  return (
    <FormDialog
      open
      title={document ? t('replace_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <div>
        <Button variant="outlined" component="label">
          {t('choose_file')}
          <input
            hidden
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-label={t('fields.file')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }} color={errors.file ? 'error' : 'text.secondary'}>
          {errors.file?.join(' ') ?? (file ? file.name : (document?.original_name ?? t('file_hint')))}
        </Typography>
      </div>
      <TextField
        select
        label={t('fields.document_type')}
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={!!errors.document_type}
        helperText={errors.document_type?.join(' ')}
      >
        {(types.data ?? []).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('fields.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={!!errors.title}
        helperText={errors.title?.join(' ')}
      />
    </FormDialog>
  );
}
