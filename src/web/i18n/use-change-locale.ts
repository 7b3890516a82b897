import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/i18n/locales';
import { switchLanguage } from './index';
import { storeLocale } from './locale-storage';

/** Stores the choice and refetches everything, since the server answers enumerations in the request's language. */
export function useChangeLocale() {
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    storeLocale(locale);
    await switchLanguage(locale);
    await queryClient.invalidateQueries();
  };
}
