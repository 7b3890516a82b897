import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@shared/i18n/locales';

/** Each language is named in itself, so a user can find theirs whatever is on screen now. */
const LOCALE_NAMES: Record<Locale, string> = { ka: 'ქართული', en: 'English', ru: 'Русский' };

type Props = {
  anchor: HTMLElement;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
};

export default function LanguageMenu({ anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} selected={locale === current} lang={locale} onClick={() => onChoose(locale)}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}
