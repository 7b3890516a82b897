import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/i18n/locales';
import { storeLocale } from './locale-storage';

/** Stores the choice and refetches everything, since the server answers enumerations in the request's language. */
export function useChangeLocale() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    storeLocale(locale);
    await i18n.changeLanguage(locale);
    await queryClient.invalidateQueries();
  };
}
