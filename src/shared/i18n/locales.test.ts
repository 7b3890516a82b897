import { describe, expect, it } from 'vitest';
import { localizedName, localizedTitle } from './locales';

const complex = { name: 'ვაკე პარკი', name_en: 'Vake Park', name_ru: '' };

describe('names in the reader’s language', () => {
  it('picks the language of the i18n tag, Georgian by default and where a translation is empty', () => {
    expect(localizedName(complex, 'en')).toBe('Vake Park');
    expect(localizedName(complex, 'en-US')).toBe('Vake Park');
    expect(localizedName(complex, 'ru')).toBe('ვაკე პარკი');
    expect(localizedName(complex, 'ka')).toBe('ვაკე პარკი');
    expect(localizedTitle({ title: 'აივანი', title_en: 'Balcony', title_ru: 'Балкон' }, 'ru')).toBe('Балкон');
  });
});
