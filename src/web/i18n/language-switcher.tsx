import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale, type Locale } from '@shared/i18n/locales';
import { useChangeLocale } from './use-change-locale';

// The menu (with MUI's Popover) loads on first use, so the login page does not carry it.
const LanguageMenu = lazy(() => import('./language-menu'));

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
        aria-label={`${t('language')} ${current.toUpperCase()}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
