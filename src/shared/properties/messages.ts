import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const propertiesMessages = {
  'properties.number_taken': {
    ka: 'ამ ბლოკში ასეთი ნომრის ობიექტი უკვე არსებობს',
    en: 'A property with this number already exists in this block',
    ru: 'Объект с таким номером в этом блоке уже существует',
  },
  'properties.status_conflict': {
    ka: 'ობიექტის სტატუსი ამ დროს სხვამ შეცვალა; განაახლეთ გვერდი და სცადეთ თავიდან',
    en: 'Someone else changed the status of this property meanwhile; reload and try again',
    ru: 'Статус объекта тем временем изменил кто-то другой; обновите страницу и повторите',
  },
  'properties.sold_price_locked': {
    ka: 'გაყიდული ობიექტის ფასი არ იცვლება',
    en: 'The price of a sold property cannot change',
    ru: 'Цену проданного объекта изменить нельзя',
  },
  'properties.cannot_delete': {
    ka: 'წაიშლება მხოლოდ თავისუფალი ობიექტი, რომელსაც ისტორია არ აქვს',
    en: 'Only a free property with no history can be deleted',
    ru: 'Удалить можно только свободный объект без истории',
  },
  'properties.split_only_free': {
    ka: 'გაყოფა შეიძლება მხოლოდ თავისუფალი ობიექტის',
    en: 'Only a free property can be split',
    ru: 'Разделить можно только свободный объект',
  },
  'properties.split_area_mismatch': {
    ka: 'ნაწილების ფართების ჯამი უნდა უდრიდეს საწყისი ობიექტის ფართს',
    en: "The parts' areas must add up to the original's area",
    ru: 'Сумма площадей частей должна равняться площади исходного объекта',
  },
  'properties.split_needs_two_parts': {
    ka: 'მიუთითეთ მინიმუმ ორი ნაწილი',
    en: 'Enter at least two parts',
    ru: 'Укажите не менее двух частей',
  },
  'properties.floor_range': {
    ka: 'ბოლო სართული არ უნდა იყოს პირველზე დაბლა',
    en: 'The last floor cannot be below the first',
    ru: 'Последний этаж не может быть ниже первого',
  },
  'properties.pattern_not_unique': {
    ka: 'შაბლონი ერთნაირ ნომრებს იძლევა; გამოიყენეთ {floor} და {unit}',
    en: 'The pattern gives repeating numbers; use {floor} and {unit}',
    ru: 'Шаблон даёт повторяющиеся номера; используйте {floor} и {unit}',
  },
  'properties.bulk_numbers_taken': {
    ka: 'ზოგიერთი ნომერი ამ ბლოკში უკვე დაკავებულია (იხ. წინასწარი ნახვა)',
    en: 'Some numbers are already taken in this block (see the preview)',
    ru: 'Некоторые номера в этом блоке уже заняты (см. предпросмотр)',
  },
  'properties.bulk_too_many': {
    ka: 'ერთ ჯერზე შეიძლება მაქსიმუმ 1500 ობიექტის შექმნა',
    en: 'At most 1,500 properties can be created at once',
    ru: 'За один раз можно создать не более 1500 объектов',
  },
  'properties.retired_read_only': {
    ka: 'გაყოფილი ობიექტი აღარ იცვლება; შეცვალეთ მისი ნაწილები',
    en: 'A split property no longer changes; edit its parts instead',
    ru: 'Разделённый объект больше не изменяется; изменяйте его части',
  },
} as const satisfies MessageCatalogue;
