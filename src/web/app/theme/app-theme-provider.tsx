import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@shared/i18n/locales';
import { createAppTheme } from './create-app-theme';
import { storedThemeMode, THEME_MODE_KEY, ThemeModeContext, type ThemeMode } from './theme-mode-context';

/** Light or dark, kept in localStorage and restored at start (spec §4). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(storedThemeMode);
  const toggle = useCallback(() => {
    const next = mode === 'light' ? 'dark' : 'light';
    localStorage.setItem(THEME_MODE_KEY, next);
    setMode(next);
  }, [mode]);
  const locale = toLocale(useTranslation().i18n.language);
  const theme = useMemo(() => createAppTheme(mode, locale), [mode, locale]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}
