import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './use-error-text';
import { useFilePreview } from './use-file-preview';

type Props = {
  currentUrl: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

/** Picks an image and previews it before it is uploaded with the form. */
export function AvatarInput({ currentUrl, name, file, onChange, error }: Props) {
  const { t } = useTranslation('common');
  const errorText = useErrorText()(error);
  const preview = useFilePreview(file);

  return (
    <Stack sx={{ alignItems: 'center', gap: 2 }} direction="row">
      <Avatar src={preview ?? currentUrl ?? undefined} alt={name} sx={{ width: 72, height: 72 }} />
      <Stack sx={{ gap: 0.5, minWidth: 0 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraOutlined />}>
          {t('avatar.choose')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
        {file && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {file.name}
          </Typography>
        )}
        {errorText && <FormHelperText error>{errorText}</FormHelperText>}
      </Stack>
    </Stack>
  );
}
