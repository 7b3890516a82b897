type Titled = { title: string; title_en: string; title_ru: string };

/** A record titled in three languages, in the current one; Georgian when the translation is missing. */
export const localizedTitle = (item: Titled, language: string) =>
  (language === 'en' ? item.title_en : language === 'ru' ? item.title_ru : '') || item.title;
