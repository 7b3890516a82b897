import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of tickets, in ka, en and ru; merged into the one catalogue. */
export const ticketsMessages = {
  'tickets.response_hours_range': {
    ka: 'მიუთითეთ საათების მთელი რიცხვი 1-დან 8760-მდე',
    en: 'Give a whole number of hours from 1 to 8760',
    ru: 'Укажите целое число часов от 1 до 8760',
  },
  'tickets.category_name_taken': {
    ka: 'ასეთი კატეგორია უკვე არსებობს',
    en: 'A category with this name already exists',
    ru: 'Категория с таким названием уже есть',
  },
  'tickets.category_in_use': {
    ka: 'ამ კატეგორიაში მომართვებია; ჯერ მათ სხვა კატეგორია მიანიჭეთ',
    en: 'Tickets use this category; move them to another one first',
    ru: 'В этой категории есть обращения; сначала перенесите их в другую',
  },
  'tickets.body_required': {
    ka: 'დაწერეთ შეტყობინება ან დაურთეთ ფაილი',
    en: 'Write a message or attach a file',
    ru: 'Напишите сообщение или приложите файл',
  },
  'tickets.customer_required': { ka: 'აირჩიეთ კლიენტი', en: 'Choose the customer', ru: 'Выберите клиента' },
  'tickets.assignee_is_opener': {
    ka: 'საკუთარ მომართვას ვერ დაიმუშავებთ; აირჩიეთ სხვა თანამშრომელი',
    en: 'You cannot handle a ticket you opened',
    ru: 'Нельзя обрабатывать обращение, которое вы сами открыли',
  },
  'tickets.agent_required': { ka: 'აირჩიეთ აგენტი', en: 'Choose the agent', ru: 'Выберите агента' },
  'tickets.resident_required': {
    ka: 'მიუთითეთ მცხოვრების სახელი',
    en: "Give the resident's name",
    ru: 'Укажите имя жильца',
  },
  'tickets.assignee_invalid': {
    ka: 'ამ თანამშრომელს მომართვების დამუშავება არ შეუძლია',
    en: 'This employee cannot handle tickets',
    ru: 'Этот сотрудник не может обрабатывать обращения',
  },
  'tickets.rating_range': {
    ka: 'შეფასება 1-დან 5-მდე უნდა იყოს',
    en: 'The rating is from 1 to 5',
    ru: 'Оценка — от 1 до 5',
  },
  'tickets.rate_only_closed': {
    ka: 'შეფასება მხოლოდ დახურულ მომართვას შეიძლება',
    en: 'Only a closed ticket can be rated',
    ru: 'Оценить можно только закрытое обращение',
  },
  'tickets.already_rated': {
    ka: 'ეს მომართვა უკვე შეფასებულია',
    en: 'This ticket has already been rated',
    ru: 'Это обращение уже оценено',
  },
  'tickets.already_closed': {
    ka: 'მომართვა უკვე დახურულია',
    en: 'The ticket is already closed',
    ru: 'Обращение уже закрыто',
  },
  'tickets.note_staff_only': {
    ka: 'შიდა შენიშვნის დატოვება მხოლოდ თანამშრომელს შეუძლია',
    en: 'Only staff can leave an internal note',
    ru: 'Внутреннюю заметку может оставить только сотрудник',
  },
} as const satisfies MessageCatalogue;
