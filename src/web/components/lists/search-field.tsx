import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DELAY_MS = 400;

/** A search box that reports after typing pauses, so the list is not refetched on every key. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const report = useRef(onChange);
  report.current = onChange;

  // A reset from outside (clearing the filters) shows here too.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report.current(text), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      label={t('actions.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 220 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
