import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/use-error-text';
import { useFilePreview } from '../../../components/form/use-file-preview';

type Props = {
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The saved image is to be removed (no new file chosen). */
  removed: boolean;
  onRemove: () => void;
  error?: string;
};

/** Picks the director's facsimile image and previews it before it is uploaded with the form. */
export function FacsimileInput({ currentUrl, file, onChange, removed, onRemove, error }: Props) {
  const { t } = useTranslation('buildings');
  const errorText = useErrorText()(error);
  const preview = useFilePreview(file);

  const shown = preview ?? (removed ? null : currentUrl);
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
      <Box
        sx={{
          width: 160,
          height: 80,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={t('fields.facsimile')}
            sx={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('no_facsimile')}
          </Typography>
        )}
      </Box>
      <Stack sx={{ gap: 0.5, minWidth: 0 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<DrawOutlined />}>
          {t('choose_facsimile')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={t('fields.facsimile')}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
        {shown && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => (file ? onChange(null) : onRemove())}
          >
            {t('remove_facsimile')}
          </Button>
        )}
        {errorText && <FormHelperText error>{errorText}</FormHelperText>}
      </Stack>
    </Stack>
  );
}
