import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlaceholderSections } from '../rich-text/use-placeholder-sections';
import { useToast } from '../../../components/feedback/toast-context';
import { useCustomFieldEntries } from './use-custom-placeholders';

const LOOP_EXAMPLES = [
  '{#properties}{property_num}, {property_total_area} m²{/properties}',
  '{#schedule}{schedule_no} {schedule_date} {schedule_amount}{/schedule}',
];

/** What a Word template may contain: every placeholder with its meaning (a click copies it) and the loops. */
export function PlaceholdersHelp() {
  const { t } = useTranslation('templates');
  const toast = useToast();
  const sections = usePlaceholderSections(useCustomFieldEntries());

  const copy = (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast.success(t('help.copied', { text })))
      .catch(() => toast.error(t('help.copy_failed')));

  return (
    <Paper variant="outlined" component="section" aria-label={t('help.title')} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('help.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('help.intro')}
      </Typography>
      <Typography variant="body2">{t('help.localized')}</Typography>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('help.loops_title')}
      </Typography>
      <Typography variant="body2">{t('help.loops')}</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {LOOP_EXAMPLES.map((example) => (
          <li key={example}>
            <code>{example}</code>
          </li>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {sections.map((section) => (
          <Box key={section.id}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {section.title}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {section.entries.map((entry) => (
                <li key={entry.text}>
                  <ButtonBase
                    onClick={() => void copy(entry.text)}
                    aria-label={t('help.copy', { text: entry.text, label: entry.label })}
                    sx={{
                      width: '100%',
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      gap: 1,
                      px: 0.5,
                      py: 0.25,
                      borderRadius: 1,
                      '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                    }}
                  >
                    <ContentCopyOutlined sx={{ fontSize: 14, color: 'text.secondary' }} aria-hidden />
                    <Box component="code" sx={{ fontSize: 13 }}>
                      {entry.text}
                    </Box>
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {entry.label}
                    </Typography>
                  </ButtonBase>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
