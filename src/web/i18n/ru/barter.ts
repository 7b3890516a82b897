import type { barter as ka } from '../ka/barter';
import type { Translation } from '../translation';

export const barter: Translation<typeof ka> = {
  title: 'Бартер',
  add: 'Добавить бартер',
  add_title: 'Новая бартерная сделка',
  edit_title: 'Редактирование бартера',
  details: 'Бартерная сделка',
  cancel_deal: 'Отменить сделку',
  open: 'Открыть',
  item_types: {
    land: 'Земельный участок',
    vehicle: 'Автомобиль',
    materials: 'Стройматериалы',
    works: 'Работы',
    property: 'Недвижимость',
    other: 'Другое',
  },
  statuses: { active: 'Активна', completed: 'Завершена', canceled: 'Отменена' },
  fields: {
    customer: 'Контрагент',
    properties: 'Объекты',
    item_type: 'Что получаем',
    description: 'Описание',
    vehicle_brand: 'Марка',
    vehicle_model: 'Модель',
    vehicle_year: 'Год выпуска',
    valuation: 'Оценка',
    currency: 'Валюта',
    deal_date: 'Дата сделки',
    status: 'Статус',
    note: 'Примечание',
    building: 'Комплекс',
    documents: 'Файлы',
  },
};
