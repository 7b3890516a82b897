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
} as const satisfies MessageCatalogue;
