import i18next from 'i18next';
import { expect, it } from 'vitest';
import { catalogueText } from './catalogue-text';
import { loadLocale, loadWholeCatalogue } from './load-locale';

it('gives the sign-in page the core messages only, and a signed-in user every feature’s, in a language chosen later too', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: {}, lng: 'en', ns: [], partialBundledLanguages: true, fallbackLng: false });

  await loadLocale(i18n, 'en');
  expect(catalogueText(i18n, 'validation.required')).toBe('Required field');
  expect(catalogueText(i18n, 'payments.amount_too_small')).toBeUndefined();

  await loadWholeCatalogue(i18n, 'en');
  expect(catalogueText(i18n, 'payments.amount_too_small')).toBe(
    "Converted into the sale's currency the amount is less than 0.01",
  );

  await loadLocale(i18n, 'ru');
  await i18n.changeLanguage('ru');
  expect(catalogueText(i18n, 'payments.amount_too_small')).toBe(
    'В валюте продажи сумма получается меньше 0.01',
  );
  expect(catalogueText(i18n, 'validation')).toBeUndefined();
});
