import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, toLocale, type Locale } from '@shared/i18n/locales';
import { useChangeLocale } from '../../i18n/use-change-locale';

/** Each language is named in itself, so a user can find theirs whatever is on screen now. */
const LOCALE_NAMES: Record<Locale, string> = { ka: 'ქართული', en: 'English', ru: 'Русский' };

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const changeLocale = useChangeLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLocale(i18n.language);

  const choose = (locale: Locale) => {
    setAnchor(null);
    void changeLocale(locale);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateOutlined />}
        aria-label={t('language')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} selected={locale === current} lang={locale} onClick={() => choose(locale)}>
            {LOCALE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
