import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueText } from '../../i18n/catalogue-text';

/**
 * Turns a field error into text: errors are keys of the shared catalogue (what zod rules and the server
 * answer with); anything else goes through the app's own translations, or is shown as written.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return catalogueText(i18n, message) ?? i18n.t(message, { defaultValue: message });
    },
    [i18n],
  );
}
