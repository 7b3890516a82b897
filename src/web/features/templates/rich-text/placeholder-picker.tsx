import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterSections, type ExtraPlaceholder } from './placeholder-sections';
import { usePlaceholderSections } from './use-placeholder-sections';

type Props = { custom: readonly ExtraPlaceholder[]; onPick: (text: string) => void; disabled?: boolean };

/** "Insert field": a searchable, grouped list; Tab or the arrows move, Enter inserts at the cursor. */
export function PlaceholderPicker({ custom, onPick, disabled }: Props) {
  const { t } = useTranslation('templates');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const titleId = useId();
  const sections = filterSections(usePlaceholderSections(custom), search);

  const pick = (text: string) => {
    setOpen(false);
    setSearch('');
    onPick(text);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<DataObjectOutlined />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-haspopup="dialog"
      >
        {t('editor.insert_field')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('editor.insert_field')}</DialogTitle>
        <DialogContent dividers sx={{ pt: 1 }}>
          <TextField
            type="search"
            label={t('editor.search_field')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
          />
          {sections.length === 0 && (
            <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('editor.no_fields')}</Typography>
          )}
          <List dense aria-label={t('editor.insert_field')}>
            {sections.map((section) => (
              <li key={section.id}>
                <List dense disablePadding>
                  <ListSubheader sx={{ lineHeight: 2.5 }}>{section.title}</ListSubheader>
                  {section.entries.map((entry) => (
                    <ListItemButton key={entry.text} onClick={() => pick(entry.text)}>
                      <ListItemText
                        primary={entry.label}
                        secondary={entry.text}
                        slotProps={{ secondary: { sx: { fontFamily: 'monospace' } } }}
                      />
                    </ListItemButton>
                  ))}
                </List>
              </li>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('editor.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
