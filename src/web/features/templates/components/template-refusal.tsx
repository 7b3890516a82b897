import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The server's refusal of a template: its message and, when it named them, every unknown placeholder. */
export function TemplateRefusal({ message, unknown }: { message: string; unknown: readonly string[] }) {
  const { t } = useTranslation('templates');
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{message}</AlertTitle>
      {unknown.length > 0 && (
        <>
          <Typography variant="body2">{t('word.unknown_title')}</Typography>
          <Box component="ul" aria-label={t('word.unknown_title')} sx={{ my: 0.5, pl: 3 }}>
            {unknown.map((name) => (
              <li key={name}>
                <code>{`{${name}}`}</code>
              </li>
            ))}
          </Box>
          <Typography variant="body2">{t('word.unknown_hint')}</Typography>
        </>
      )}
    </Alert>
  );
}
