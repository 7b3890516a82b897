import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCX_MIME_TYPE } from '@shared/templates/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../documents';
import { FieldLabel } from '../../../components/form/field-label';

type Props = {
  file: File | null;
  /** The stored file's name when editing: keeping it needs no new file. */
  current?: string;
  onChange: (file: File | null) => void;
  error?: string;
  required?: boolean;
};

/** The .docx chooser: a real button opens the system picker, the name and size of the choice show beside it. */
export function DocxFileInput({ file, current, onChange, error, required }: Props) {
  const { t } = useTranslation('templates');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ color: 'text.secondary' }}>
        <FieldLabel label={t('word.fields.file')} required={required} />
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileOutlined />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {t('word.choose_file')}
        </Button>
        <Typography variant="body2">
          {file ? `${file.name} (${fileSize(file.size)})` : (current ?? t('word.no_file'))}
        </Typography>
      </Stack>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={`.docx,${DOCX_MIME_TYPE}`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <FormHelperText id={helpId} error={error !== undefined}>
        {error ?? (current ? t('word.file_keep_hint') : t('word.file_hint'))}
      </FormHelperText>
    </Stack>
  );
}
