type Named = { name: string; name_en: string; name_ru: string };

/** A complex's name in the current language; the Georgian one when the translation is missing. */
export const buildingName = (item: Named, language: string) =>
  (language === 'en' ? item.name_en : language === 'ru' ? item.name_ru : '') || item.name;
