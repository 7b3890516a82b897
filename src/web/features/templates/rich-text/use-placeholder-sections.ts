import { toLocale } from '@shared/i18n/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderSections, type ExtraPlaceholder } from './placeholder-sections';

/** The placeholder catalogue labelled in the interface language. */
export function usePlaceholderSections(custom: readonly ExtraPlaceholder[]) {
  const { t, i18n } = useTranslation('templates');
  const locale = toLocale(i18n.language);
  return useMemo(
    () =>
      placeholderSections(
        locale,
        {
          group: (group) => t(`placeholder_groups.${group}`),
          loops: t('placeholder_groups.loops'),
          custom: t('placeholder_groups.custom'),
        },
        custom,
      ),
    [locale, t, custom],
  );
}
