import { enUS, ruRU } from '@mui/material/locale';
import { enUS as gridEn, ruRU as gridRu } from '@mui/x-data-grid/locales';
import { createTheme } from '@mui/material/styles';
import type { Locale } from '@shared/i18n/locales';
import { kaCore, kaDataGrid } from './ka-locale';
import type { ThemeMode } from './theme-mode-context';

/**
 * Noto Sans Georgian ships with the app (main.tsx loads it) for the Georgian letters and ₾; Cyrillic falls
 * through to the system fonts below, which all have it.
 */
const fontFamily = [
  '"Noto Sans Georgian Variable"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** MUI's own labels (core and data grid) in the interface language; the Georgian ones are ours. */
export function createAppTheme(mode: ThemeMode, locale: Locale) {
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
        background: mode === 'light' ? { default: '#f5f6f8' } : {},
      },
      typography: { fontFamily },
      shape: { borderRadius: 8 },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      },
    },
    locale === 'ru' ? ruRU : locale === 'ka' ? kaCore : enUS,
    locale === 'ru'
      ? gridRu
      : locale === 'ka'
        ? { components: { MuiDataGrid: { defaultProps: { localeText: kaDataGrid } } } }
        : gridEn,
  );
}
