import type { ServiceType } from '@shared/services/contracts';
import { useTranslation } from 'react-i18next';

/** A service type's name in the screen's language (Georgian when the translation is missing). */
export function useTypeName() {
  const { i18n } = useTranslation();
  return (type: Pick<ServiceType, 'name' | 'name_en' | 'name_ru'>) =>
    (i18n.language === 'en' ? type.name_en : i18n.language === 'ru' ? type.name_ru : '') || type.name;
}
