import { toLocale } from '@shared/i18n/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraPlaceholder } from '../rich-text/placeholder-sections';
import { useCustomPlaceholders } from '../../custom-fields';

/** The custom fields as the picker and the help panel list them, labelled in the interface language. */
export function useCustomFieldEntries(): readonly ExtraPlaceholder[] {
  const locale = toLocale(useTranslation().i18n.language);
  const { data } = useCustomPlaceholders();
  return useMemo(
    () =>
      (data ?? []).map((field) => ({
        key: field.key,
        label: field[`label_${locale}`] || field.label_ka,
      })),
    [data, locale],
  );
}
