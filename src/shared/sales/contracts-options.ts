import { z } from 'zod';
import type { Locale } from '../i18n/locales';
import type { ContractLanguage, PaymentType } from './contracts-fields';

/**
 * The titled options the forms offer and the sales import's columns.
 */

/** A value with its title in the asked language (payment types, contract languages). */
export const titledOption = z.object({
  value: z.string(),
  title: z.string(),
  title_ka: z.string(),
  title_en: z.string(),
  title_ru: z.string(),
});
export type TitledOption = z.infer<typeof titledOption>;
export const titledOptions = z.array(titledOption);

export const PAYMENT_TYPE_TITLES: Record<PaymentType, Record<Locale, string>> = {
  bank_transfer: { ka: 'საბანკო გადარიცხვა', en: 'Bank transfer', ru: 'Банковский перевод' },
  cash: { ka: 'ნაღდი ფული', en: 'Cash', ru: 'Наличные' },
  card: { ka: 'ბარათით', en: 'Card', ru: 'Картой' },
  mortgage: { ka: 'იპოთეკა', en: 'Mortgage', ru: 'Ипотека' },
  advance: { ka: 'ავანსი', en: 'Advance payment', ru: 'Аванс' },
  barter: { ka: 'ბარტერი', en: 'Barter', ru: 'Бартер' },
  other: { ka: 'სხვა', en: 'Other', ru: 'Другое' },
};

export const CONTRACT_LANGUAGE_TITLES: Record<ContractLanguage, Record<Locale, string>> = {
  ge: { ka: 'ქართული', en: 'Georgian', ru: 'Грузинский' },
  en: { ka: 'ინგლისური', en: 'English', ru: 'Английский' },
  ru: { ka: 'რუსული', en: 'Russian', ru: 'Русский' },
  ge_en: { ka: 'ქართულ-ინგლისური', en: 'Georgian and English', ru: 'Грузинский и английский' },
  ge_ru: { ka: 'ქართულ-რუსული', en: 'Georgian and Russian', ru: 'Грузинский и русский' },
};

/**
 * The columns of the sales import file (GET /api/sales/import-template), one line per sale. Lists
 * (units, unit_prices, customers) are separated by commas; dates are YYYY-MM-DD or Excel dates.
 */
export const SALE_IMPORT_COLUMNS = [
  'contract_no',
  'contract_type',
  'contract_lang',
  'contract_start_date',
  'contract_end_date',
  'signing_date',
  'building',
  'block',
  'units',
  'unit_prices',
  'payment_ccy',
  'discount',
  'customers',
  'responsible',
  'agent',
  'agent_fee_percent',
  'first_installment_amount',
  'first_installment_date',
  'start_month',
  'count',
  'end_month',
  'payment_day',
  'formula',
  'is_signed',
  'info_source',
] as const;
export type SaleImportColumn = (typeof SALE_IMPORT_COLUMNS)[number];

/** What each column of the import file holds, for the template's second sheet. */
export const SALE_IMPORT_COLUMN_HELP: Record<SaleImportColumn, Record<Locale, string>> = {
  contract_no: {
    ka: 'ხელშეკრულების ნომერი (უნიკალური)',
    en: 'Contract number (unique)',
    ru: 'Номер договора (уникальный)',
  },
  contract_type: {
    ka: 'contract_main, contract_pre ან service (ცარიელი = contract_main)',
    en: 'contract_main, contract_pre or service (empty = contract_main)',
    ru: 'contract_main, contract_pre или service (пусто = contract_main)',
  },
  contract_lang: {
    ka: 'ge, en, ru, ge_en ან ge_ru (ცარიელი = ge)',
    en: 'ge, en, ru, ge_en or ge_ru (empty = ge)',
    ru: 'ge, en, ru, ge_en или ge_ru (пусто = ge)',
  },
  contract_start_date: { ka: 'ხელშეკრულების დაწყება', en: 'Contract start date', ru: 'Дата начала договора' },
  contract_end_date: {
    ka: 'ხელშეკრულების დასრულება (არასავალდებულო)',
    en: 'Contract end date (optional)',
    ru: 'Дата окончания договора (необязательно)',
  },
  signing_date: {
    ka: 'ხელმოწერის თარიღი (არასავალდებულო)',
    en: 'Signing date (optional)',
    ru: 'Дата подписания (необязательно)',
  },
  building: { ka: 'კომპლექსის ID ან სახელი', en: 'Complex id or name', ru: 'ID или название комплекса' },
  block: {
    ka: 'ბლოკი (A-G), თუ კომპლექსს ბლოკები აქვს',
    en: 'Block (A-G) when the complex has blocks',
    ru: 'Блок (A-G), если в комплексе есть блоки',
  },
  units: {
    ka: 'ობიექტების ნომრები, მძიმით',
    en: 'Unit numbers, separated by commas',
    ru: 'Номера объектов через запятую',
  },
  unit_prices: {
    ka: 'თითო ობიექტის ფასი გაყიდვის ვალუტაში, იმავე რიგით',
    en: "Each unit's price in the sale's currency, in the same order",
    ru: 'Цена каждого объекта в валюте продажи, в том же порядке',
  },
  payment_ccy: { ka: 'USD, EUR ან GEL', en: 'USD, EUR or GEL', ru: 'USD, EUR или GEL' },
  discount: { ka: 'ფასდაკლება (არასავალდებულო)', en: 'Discount (optional)', ru: 'Скидка (необязательно)' },
  customers: {
    ka: 'მყიდველების პირადი ნომრები ან საიდენტიფიკაციო კოდები, მძიმით',
    en: "Buyers' personal numbers or company codes, separated by commas",
    ru: 'Личные номера или коды компаний покупателей через запятую',
  },
  responsible: {
    ka: 'პასუხისმგებელი მენეჯერის მომხმარებლის სახელი',
    en: "Responsible manager's username",
    ru: 'Имя пользователя ответственного менеджера',
  },
  agent: {
    ka: 'აგენტის პირადი ნომერი ან კოდი (არასავალდებულო)',
    en: "Agent's personal number or company code (optional)",
    ru: 'Личный номер или код агента (необязательно)',
  },
  agent_fee_percent: {
    ka: 'აგენტის საკომისიო % (არასავალდებულო)',
    en: 'Agent fee % (optional)',
    ru: 'Комиссия агента % (необязательно)',
  },
  first_installment_amount: {
    ka: 'პირველი შენატანი (არასავალდებულო)',
    en: 'First instalment amount (optional)',
    ru: 'Первый взнос (необязательно)',
  },
  first_installment_date: {
    ka: 'პირველი შენატანის თარიღი',
    en: 'First instalment date',
    ru: 'Дата первого взноса',
  },
  start_month: {
    ka: 'გრაფიკის პირველი თვე YYYY-MM (ცარიელი = ერთი შენატანი ხელშეკრულების დაწყების დღეს)',
    en: 'First month of the schedule, YYYY-MM (empty = one instalment on the start date)',
    ru: 'Первый месяц графика, YYYY-MM (пусто = один взнос в дату начала)',
  },
  count: { ka: 'შენატანების რაოდენობა', en: 'Number of instalments', ru: 'Количество взносов' },
  end_month: {
    ka: 'ან ბოლო თვე YYYY-MM',
    en: 'Or the last month, YYYY-MM',
    ru: 'Или последний месяц, YYYY-MM',
  },
  payment_day: { ka: 'გადახდის დღე (1-31)', en: 'Payment day (1-31)', ru: 'День платежа (1-31)' },
  formula: {
    ka: 'ფორმულა, მაგ. 1200:4,1700:3 (არასავალდებულო)',
    en: 'Formula, e.g. 1200:4,1700:3 (optional)',
    ru: 'Формула, напр. 1200:4,1700:3 (необязательно)',
  },
  is_signed: { ka: 'ხელმოწერილია: yes ან no', en: 'Signed: yes or no', ru: 'Подписан: yes или no' },
  info_source: {
    ka: 'ინფორმაციის წყარო (არასავალდებულო)',
    en: 'Info source (optional)',
    ru: 'Источник информации (необязательно)',
  },
};
