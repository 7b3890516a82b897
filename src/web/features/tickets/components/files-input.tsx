import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DOCUMENT_ACCEPT } from '@shared/documents/contracts';
import { useTranslation } from 'react-i18next';

/** Files to send with a message: the picker (the documents' types) and the chosen ones, each removable. */
export function FilesInput({ value, onChange }: { value: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button component="label" size="small" startIcon={<AttachFileOutlined />} title={t('files_hint')}>
        {t('attach')}
        <input
          hidden
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-label={t('attach')}
          onChange={(event) => {
            onChange([...value, ...Array.from(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Button>
      {value.map((file, index) => (
        <Chip
          key={`${file.name}-${index}`}
          size="small"
          label={file.name}
          onDelete={() => onChange(value.filter((_, i) => i !== index))}
          title={t('remove_file')}
        />
      ))}
    </Stack>
  );
}
