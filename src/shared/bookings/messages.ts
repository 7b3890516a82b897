import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of this feature, in ka, en and ru; merged into the one catalogue. */
export const bookingsMessages = {
  'bookings.period_reversed': {
    ka: 'ჯავშნის დასრულების თარიღი დაწყების თარიღზე ადრე ვერ იქნება',
    en: 'The booking cannot end before it starts',
    ru: 'Бронь не может закончиться раньше, чем начнётся',
  },
  'bookings.unit_booked': {
    ka: 'ეს ფართი უკვე დაჯავშნილია',
    en: 'This unit is already booked',
    ru: 'Этот объект уже забронирован',
  },
  'bookings.unit_sold': {
    ka: 'ეს ფართი გაყიდულია',
    en: 'This unit is sold',
    ru: 'Этот объект продан',
  },
  'bookings.unit_barter': {
    ka: 'ეს ფართი ბარტერშია გაცემული',
    en: 'This unit is given in barter',
    ru: 'Этот объект отдан по бартеру',
  },
  'bookings.unit_not_for_sale': {
    ka: 'ეს ფართი არ იყიდება',
    en: 'This unit is not for sale',
    ru: 'Этот объект не продаётся',
  },
  'bookings.unit_retired': {
    ka: 'ეს ფართი გაყოფილია და აღარ არსებობს',
    en: 'This unit was split and no longer exists',
    ru: 'Этот объект разделён и больше не существует',
  },
  'bookings.unit_unknown': {
    ka: 'ფართი ვერ მოიძებნა',
    en: 'Unit not found',
    ru: 'Объект не найден',
  },
  'bookings.customer_unknown': {
    ka: 'კლიენტი ვერ მოიძებნა',
    en: 'Customer not found',
    ru: 'Клиент не найден',
  },
  'bookings.operator_inactive': {
    ka: 'აირჩიეთ აქტიური თანამშრომელი',
    en: 'Choose an active employee',
    ru: 'Выберите активного сотрудника',
  },
  'bookings.not_active': {
    ka: 'ჯავშანი დახურულია და მისი შეცვლა აღარ შეიძლება',
    en: 'This booking is closed and can no longer be changed',
    ru: 'Бронь закрыта, изменить её уже нельзя',
  },
  'bookings.converted_locked': {
    ka: 'გაყიდვად გადაქცეული ჯავშნის წაშლა შეუძლებელია',
    en: 'A booking that became a sale cannot be deleted',
    ru: 'Бронь, ставшую продажей, удалить нельзя',
  },
  'bookings.changed': {
    ka: 'ჯავშანი ამასობაში სხვამ შეცვალა; განაახლეთ გვერდი და სცადეთ თავიდან',
    en: 'Someone else changed this booking meanwhile; reload and try again',
    ru: 'Бронь тем временем изменил кто-то другой; обновите страницу и попробуйте снова',
  },
  'bookings.canceled': {
    ka: 'ჯავშანი გაუქმდა, ფართი გათავისუფლდა',
    en: 'Booking canceled, the unit is free again',
    ru: 'Бронь отменена, объект снова свободен',
  },
} as const satisfies MessageCatalogue;
