import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';

export const THEME_MODE_KEY = 'themeMode';

export const ThemeModeContext = createContext<{ mode: ThemeMode; toggle: () => void } | null>(null);

export function useThemeMode() {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <AppThemeProvider>');
  return value;
}

export function storedThemeMode(): ThemeMode {
  return localStorage.getItem(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light';
}
