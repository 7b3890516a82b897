import type { propertyFeatures as ka } from '../ka/property-features';
import type { Translation } from '../translation';

export const propertyFeatures: Translation<typeof ka> = {
  title: 'Характеристики помещений',
  no_group: 'Без группы',
  tabs: { features: 'Характеристики', groups: 'Группы' },
  features: {
    add: 'Добавить характеристику',
    add_title: 'Новая характеристика',
    edit_title: 'Редактирование характеристики',
  },
  groups: { add: 'Добавить группу', add_title: 'Новая группа', edit_title: 'Редактирование группы' },
  fields: {
    title: 'Название',
    title_en: 'Название на английском',
    title_ru: 'Название на русском',
    group: 'Группа',
    features_count: 'Характеристики',
  },
};
