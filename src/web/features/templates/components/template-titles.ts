import { toLocale } from '@shared/i18n/locales';
import { CONTRACT_TYPE_TITLES } from '@shared/properties/enums';
import {
  CONTRACT_LANGUAGE_TITLES,
  CONTRACT_LANGUAGES,
  CONTRACT_TYPES,
  type ContractLanguage,
  type ContractType,
} from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';

/** Contract types and languages in the interface language, as titles and as select options. */
export function useContractTitles() {
  const locale = toLocale(useTranslation().i18n.language);
  const typeTitle = (type: ContractType) => CONTRACT_TYPE_TITLES[type][locale];
  const languageTitle = (language: ContractLanguage) => CONTRACT_LANGUAGE_TITLES[language][locale];
  return {
    typeTitle,
    languageTitle,
    typeOptions: CONTRACT_TYPES.map((value) => ({ value, label: typeTitle(value) })),
    languageOptions: CONTRACT_LANGUAGES.map((value) => ({ value, label: languageTitle(value) })),
  };
}
