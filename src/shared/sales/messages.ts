import type { MessageCatalogue } from '../i18n/locales';

/** Server and form messages of sales and their schedules, in ka, en and ru. */
export const salesMessages = {
  'sales.formula_invalid': {
    ka: 'ფორმულა ასე უნდა ჩაიწეროს: თანხა:რაოდენობა, მძიმით გამოყოფილი (მაგ. 1200:4,1700:3)',
    en: 'Write the formula as amount:count pairs separated by commas (e.g. 1200:4,1700:3)',
    ru: 'Формула записывается парами сумма:количество через запятую (напр. 1200:4,1700:3)',
  },
  'sales.formula_exceeds_amount': {
    ka: 'ფორმულის თანხები განსაწილებელ თანხას აჭარბებს',
    en: 'The formula asks for more than the amount to schedule',
    ru: 'Суммы формулы превышают распределяемую сумму',
  },
  'sales.formula_too_many_instalments': {
    ka: 'ფორმულაში მეტი შენატანია, ვიდრე გრაფიკში',
    en: 'The formula has more instalments than the schedule',
    ru: 'В формуле больше взносов, чем в графике',
  },
  'sales.formula_remainder_left': {
    ka: 'ფორმულა ყველა შენატანს იკავებს, მაგრამ თანხის ნაწილი გაუნაწილებელი რჩება',
    en: 'The formula fills every instalment but leaves part of the amount unscheduled',
    ru: 'Формула занимает все взносы, но часть суммы остаётся нераспределённой',
  },
  'sales.schedule_count_or_end': {
    ka: 'მიუთითეთ შენატანების რაოდენობა ან ბოლო თვე',
    en: 'Give the number of instalments or the last month',
    ru: 'Укажите количество взносов или последний месяц',
  },
  'sales.schedule_end_before_start': {
    ka: 'ბოლო თვე საწყის თვეზე ადრეა',
    en: 'The last month is before the first one',
    ru: 'Последний месяц раньше первого',
  },
  'sales.schedule_negative': {
    ka: 'შენატანი უარყოფითი ვერ იქნება',
    en: 'An instalment cannot be negative',
    ru: 'Взнос не может быть отрицательным',
  },
  'sales.schedule_dates_order': {
    ka: 'შენატანების თარიღები ზრდადი თანმიმდევრობით უნდა იყოს',
    en: 'Instalment dates must go in ascending order',
    ru: 'Даты взносов должны идти по возрастанию',
  },
  'sales.schedule_not_adding_up': {
    ka: 'გრაფიკის ჯამი ({actual}) არ ემთხვევა ხელშეკრულების ფასს ({expected})',
    en: 'The schedule adds up to {actual}, not the contract price {expected}',
    ru: 'Сумма графика ({actual}) не совпадает с ценой договора ({expected})',
  },
  'sales.schedule_rows_total': {
    ka: 'შენატანების ჯამი ხელშეკრულების ფასს არ ემთხვევა',
    en: 'The instalments do not add up to the contract price',
    ru: 'Сумма взносов не совпадает с ценой договора',
  },
  'sales.contract_no_taken': {
    ka: 'ამ ნომრით ხელშეკრულება უკვე არსებობს',
    en: 'A contract with this number already exists',
    ru: 'Договор с этим номером уже существует',
  },
  'sales.units_one_complex': {
    ka: 'გაყიდვის ყველა ობიექტი ერთ კომპლექსში უნდა იყოს',
    en: 'All units of a sale must be in one complex',
    ru: 'Все объекты продажи должны быть в одном комплексе',
  },
  'sales.unit_unknown': {
    ka: 'ობიექტი ვერ მოიძებნა',
    en: 'Unit not found',
    ru: 'Объект не найден',
  },
  'sales.unit_duplicate': {
    ka: 'ერთი ობიექტი ორჯერაა არჩეული',
    en: 'The same unit is chosen twice',
    ru: 'Один объект выбран дважды',
  },
  'sales.unit_not_free': {
    ka: 'ობიექტი თავისუფალი აღარ არის: ის უკვე გაყიდულია, დაჯავშნილია ან სხვა გარიგებაშია',
    en: 'The unit is no longer free: it is sold, booked or in another deal',
    ru: 'Объект больше не свободен: он продан, забронирован или в другой сделке',
  },
  'sales.customer_unknown': {
    ka: 'მყიდველი ვერ მოიძებნა',
    en: 'Buyer not found',
    ru: 'Покупатель не найден',
  },
  'sales.customer_duplicate': {
    ka: 'ერთი მყიდველი ორჯერაა არჩეული',
    en: 'The same buyer is chosen twice',
    ru: 'Один покупатель выбран дважды',
  },
  'sales.customers_unchanged': {
    ka: 'მყიდველები არ შეცვლილა',
    en: 'The buyers are the same as before',
    ru: 'Покупатели не изменились',
  },
  'sales.responsible_invalid': {
    ka: 'პასუხისმგებელი მენეჯერი უნდა იყოს აქტიური მომხმარებელი, რომელსაც ეს როლი აქვს',
    en: 'The responsible manager must be an active user allowed to be responsible for sales',
    ru: 'Ответственный менеджер должен быть активным пользователем с правом вести продажи',
  },
  'sales.agent_inactive': {
    ka: 'აგენტი ვერ მოიძებნა ან არააქტიურია',
    en: 'The agent does not exist or is inactive',
    ru: 'Агент не найден или неактивен',
  },
  'sales.bank_unknown': {
    ka: 'ბანკი ვერ მოიძებნა',
    en: 'Bank not found',
    ru: 'Банк не найден',
  },
  'sales.booking_unusable': {
    ka: 'ჯავშანი აქტიური არ არის ან მისი ობიექტი ამ გაყიდვაში არ შედის',
    en: 'The booking is not active or its unit is not part of this sale',
    ru: 'Бронь не активна или её объект не входит в эту продажу',
  },
  'sales.discount_too_big': {
    ka: 'ფასდაკლება ფასს აჭარბებს',
    en: 'The discount is larger than the price',
    ru: 'Скидка больше цены',
  },
  'sales.first_installment_too_big': {
    ka: 'პირველი შენატანი ხელშეკრულების ფასს აჭარბებს',
    en: 'The first instalment is larger than the contract price',
    ru: 'Первый взнос больше цены договора',
  },
  'sales.advance_unusable': {
    ka: 'ავანსი უკვე გამოყენებულია ან სხვა მყიდველს ეკუთვნის',
    en: 'The advance payment is already used or belongs to another buyer',
    ru: 'Аванс уже использован или принадлежит другому покупателю',
  },
  'sales.not_editable': {
    ka: 'გაუქმებული ან წაშლილი გაყიდვის შეცვლა შეუძლებელია',
    en: 'A canceled or deleted sale cannot be changed',
    ru: 'Отменённую или удалённую продажу изменить нельзя',
  },
  'sales.status_unchanged': {
    ka: 'გაყიდვას უკვე ეს სტატუსი აქვს',
    en: 'The sale already has this status',
    ru: 'У продажи уже этот статус',
  },
  'sales.status_transition': {
    ka: 'ამ სტატუსიდან ამ სტატუსზე გადასვლა შეუძლებელია',
    en: 'The sale cannot move from its current status to this one',
    ru: 'Продажу нельзя перевести из текущего статуса в этот',
  },
  'sales.schedule_locked': {
    ka: 'ხელმოწერილი ხელშეკრულების გრაფიკის შეცვლის უფლება არ გაქვთ',
    en: 'You are not allowed to change the schedule of a signed contract',
    ru: 'У вас нет права менять график подписанного договора',
  },
  'sales.has_payments': {
    ka: 'გაყიდვას გადახდები აქვს: სრულად წაშლა შეუძლებელია, წაშალეთ კომენტარით',
    en: 'The sale has payments and cannot be deleted for good; delete it with a comment instead',
    ru: 'У продажи есть платежи, удалить её полностью нельзя; удалите её с комментарием',
  },
  'sales.has_invoices': {
    ka: 'გაყიდვას ინვოისები აქვს: სრულად წაშლა შეუძლებელია, წაშალეთ კომენტარით',
    en: 'The sale has invoices and cannot be deleted for good; delete it with a comment instead',
    ru: 'По продаже выставлены счета, удалить её полностью нельзя; удалите её с комментарием',
  },
  'sales.no_agent': {
    ka: 'გაყიდვას აგენტი არ ჰყავს',
    en: 'The sale has no agent',
    ru: 'У продажи нет агента',
  },
  'sales.agent_fee_mismatch': {
    ka: 'სტატუსი და „საკომისიო გადახდილია“ ერთმანეთს არ ემთხვევა: გადახდილ საკომისიოს მონიშვნა სჭირდება, გადასახდელს — არა',
    en: 'The status and "fee paid" disagree: a paid fee is ticked as paid, a fee to be paid is not',
    ru: 'Статус и отметка «комиссия выплачена» не совпадают: выплаченная комиссия отмечена, комиссия к выплате — нет',
  },
  'sales.agent_has_sales': {
    ka: 'აგენტი გაყიდვებშია მითითებული და მისი წაშლა შეუძლებელია; სანაცვლოდ გახადეთ არააქტიური',
    en: 'The agent is named on sales and cannot be deleted; make it inactive instead',
    ru: 'Агент указан в продажах и не может быть удалён; сделайте его неактивным',
  },
  'sales.import_file_empty': {
    ka: 'ფაილში გაყიდვები არ არის',
    en: 'The file has no sales',
    ru: 'В файле нет продаж',
  },
  'sales.import_unreadable': {
    ka: 'ფაილის წაკითხვა ვერ მოხერხდა: გამოიყენეთ ნიმუში (.xlsx)',
    en: 'The file could not be read: use the template (.xlsx)',
    ru: 'Не удалось прочитать файл: используйте шаблон (.xlsx)',
  },
  'sales.import_refused': {
    ka: 'ფაილში შეცდომებია: არცერთი გაყიდვა არ შენახულა',
    en: 'The file has errors: no sale was saved',
    ru: 'В файле есть ошибки: ни одна продажа не сохранена',
  },
  'sales.import_done': {
    ka: 'გაყიდვები შემოტანილია',
    en: 'The sales are imported',
    ru: 'Продажи импортированы',
  },
  'sales.import_field': {
    ka: '{field}: {reason}',
    en: '{field}: {reason}',
    ru: '{field}: {reason}',
  },
  'sales.import_building_unknown': {
    ka: 'კომპლექსი ვერ მოიძებნა',
    en: 'Complex not found',
    ru: 'Комплекс не найден',
  },
  'sales.import_unit_unknown': {
    ka: 'ობიექტი {number} ამ კომპლექსში ვერ მოიძებნა',
    en: 'Unit {number} not found in this complex',
    ru: 'Объект {number} в этом комплексе не найден',
  },
  'sales.import_customer_unknown': {
    ka: 'მყიდველი {code} ვერ მოიძებნა',
    en: 'Buyer {code} not found',
    ru: 'Покупатель {code} не найден',
  },
  'sales.import_responsible_unknown': {
    ka: 'მომხმარებელი {username} ვერ მოიძებნა',
    en: 'User {username} not found',
    ru: 'Пользователь {username} не найден',
  },
  'sales.import_agent_unknown': {
    ka: 'აგენტი {code} ვერ მოიძებნა',
    en: 'Agent {code} not found',
    ru: 'Агент {code} не найден',
  },
  'sales.import_prices_mismatch': {
    ka: 'ფასების რაოდენობა ობიექტების რაოდენობას არ ემთხვევა',
    en: 'Give one price per unit',
    ru: 'Укажите по одной цене на каждый объект',
  },
  'sales.import_duplicate_contract': {
    ka: 'ეს ხელშეკრულების ნომერი ფაილში უკვე გვხვდება',
    en: 'This contract number appears earlier in the file',
    ru: 'Этот номер договора уже встречается в файле выше',
  },
  'sales.import_duplicate_unit': {
    ka: 'ობიექტი {number} ფაილში სხვა გაყიდვაშიც გვხვდება',
    en: 'Unit {number} is also in another sale of the file',
    ru: 'Объект {number} есть и в другой продаже файла',
  },
} as const satisfies MessageCatalogue;
