import type { Locale } from '../i18n/locales';
import type { ContractLanguage } from '../sales/contracts';

/**
 * The placeholders a contract or document template may use (spec §3 plus what legal staff ask for),
 * each with its display label in ka, en and ru. Server (upload check, filling) and the editor's picker
 * read this one list, so a name the picker offers is always one the server fills.
 */

export const PLACEHOLDER_GROUPS = [
  'company',
  'contract',
  'customer',
  'property',
  'complex',
  'schedule',
] as const;
export type PlaceholderGroup = (typeof PLACEHOLDER_GROUPS)[number];

export interface PlaceholderDef {
  key: string;
  group: PlaceholderGroup;
  label: Record<Locale, string>;
  /**
   * Also available as key_ka, key_en and key_ru (names, addresses, types, words, long dates); a form
   * whose translation is empty prints the Georgian value.
   */
  localized?: boolean;
}

const p = (
  group: PlaceholderGroup,
  key: string,
  ka: string,
  en: string,
  ru: string,
  localized = false,
): PlaceholderDef => ({ key, group, label: { ka, en, ru }, ...(localized ? { localized } : {}) });

export const PLACEHOLDERS: readonly PlaceholderDef[] = [
  p('company', 'company_name', 'კომპანიის დასახელება', 'Company name', 'Название компании', true),
  p(
    'company',
    'company_id',
    'კომპანიის საიდენტიფიკაციო კოდი',
    'Company ID',
    'Идентификационный код компании',
  ),
  p('company', 'company_director', 'კომპანიის დირექტორი', 'Company director', 'Директор компании', true),
  p('company', 'company_phone', 'კომპანიის ტელეფონი', 'Company phone', 'Телефон компании'),
  p('company', 'company_email', 'კომპანიის ელ-ფოსტა', 'Company e-mail', 'Эл. почта компании'),

  p('contract', 'contract_no', 'ხელშეკრულების ნომერი', 'Contract number', 'Номер договора'),
  p('contract', 'contract_start_date', 'ხელშეკრულების თარიღი', 'Contract date', 'Дата договора', true),
  p(
    'contract',
    'contract_end_date',
    'ხელშეკრულების დასრულების თარიღი',
    'Contract end date',
    'Дата окончания договора',
    true,
  ),
  p('contract', 'contract_signing_date', 'ხელმოწერის თარიღი', 'Signing date', 'Дата подписания', true),
  p('contract', 'contract_currency', 'ხელშეკრულების ვალუტა', 'Contract currency', 'Валюта договора', true),
  p(
    'contract',
    'currency_code',
    'ვალუტის კოდი (USD, GEL…)',
    'Currency code (USD, GEL…)',
    'Код валюты (USD, GEL…)',
  ),
  p('contract', 'contract_price', 'ფასი ფასდაკლებამდე', 'Price before discount', 'Цена до скидки'),
  p('contract', 'contract_discount', 'ფასდაკლება', 'Discount', 'Скидка'),
  p(
    'contract',
    'contract_total_price',
    'ხელშეკრულების ჯამური ღირებულება',
    'Contract total price',
    'Общая стоимость договора',
  ),
  p(
    'contract',
    'contract_total_wprice',
    'ჯამური ღირებულება სიტყვიერად',
    'Total price in words',
    'Общая стоимость прописью',
    true,
  ),
  p('contract', 'first_installment_amount', 'პირველი შენატანი', 'First instalment', 'Первый взнос'),
  p(
    'contract',
    'first_installment_wamount',
    'პირველი შენატანი სიტყვიერად',
    'First instalment in words',
    'Первый взнос прописью',
    true,
  ),
  p(
    'contract',
    'first_installment_date',
    'პირველი შენატანის თარიღი',
    'First instalment date',
    'Дата первого взноса',
    true,
  ),
  p('contract', 'payment_schedule', 'გადახდის გრაფიკი', 'Payment schedule', 'График платежей', true),
  p(
    'contract',
    'document_date',
    'დოკუმენტის თარიღი (დღეს)',
    'Document date (today)',
    'Дата документа (сегодня)',
    true,
  ),

  p('customer', 'customer_name', 'მყიდველის სახელი და გვარი', 'Buyer’s full name', 'ФИО покупателя', true),
  p(
    'customer',
    'customer_pn',
    'მყიდველის პირადი ნომერი / ს/კ',
    'Buyer’s personal or company ID',
    'Личный номер / ИНН покупателя',
  ),
  p('customer', 'customer_address', 'მყიდველის მისამართი', 'Buyer’s address', 'Адрес покупателя'),
  p('customer', 'customer_phone', 'მყიდველის ტელეფონი', 'Buyer’s phone', 'Телефон покупателя'),
  p('customer', 'customer_email', 'მყიდველის ელ-ფოსტა', 'Buyer’s e-mail', 'Эл. почта покупателя'),
  p(
    'customer',
    'customer_birth_date',
    'მყიდველის დაბადების თარიღი',
    'Buyer’s date of birth',
    'Дата рождения покупателя',
    true,
  ),
  p(
    'customer',
    'customer_citizenship',
    'მყიდველის მოქალაქეობა',
    'Buyer’s citizenship',
    'Гражданство покупателя',
    true,
  ),

  p(
    'property',
    'property_cad_code',
    'ფართის საკადასტრო კოდი',
    'Unit cadastral code',
    'Кадастровый код помещения',
  ),
  p('property', 'property_type', 'ფართის ტიპი', 'Unit type', 'Тип помещения', true),
  p('property', 'property_price', 'ფართის ფასი', 'Unit price', 'Цена помещения'),
  p(
    'property',
    'property_wprice',
    'ფართის ფასი სიტყვიერად',
    'Unit price in words',
    'Цена помещения прописью',
    true,
  ),
  p('property', 'property_total_area', 'საერთო ფართობი (მ²)', 'Total area (m²)', 'Общая площадь (м²)'),
  p(
    'property',
    'property_living_area',
    'საცხოვრებელი ფართობი (მ²)',
    'Living area (m²)',
    'Жилая площадь (м²)',
  ),
  p('property', 'property_rooms', 'ოთახების რაოდენობა', 'Rooms', 'Количество комнат'),
  p('property', 'property_floor_num', 'სართული', 'Floor', 'Этаж'),
  p('property', 'property_num', 'ფართის ნომერი', 'Unit number', 'Номер помещения'),
  p('property', 'property_block', 'ბლოკი', 'Block', 'Блок'),
  p('property', 'property_state', 'ფართის მდგომარეობა', 'Unit condition', 'Состояние помещения', true),
  p(
    'property',
    'property_features',
    'ფართის მახასიათებლები',
    'Unit features',
    'Характеристики помещения',
    true,
  ),

  p('complex', 'complex_name', 'კომპლექსის დასახელება', 'Complex name', 'Название комплекса', true),
  p(
    'complex',
    'complex_cad_code',
    'კომპლექსის საკადასტრო კოდი',
    'Complex cadastral code',
    'Кадастровый код комплекса',
  ),
  p('complex', 'complex_address', 'კომპლექსის მისამართი', 'Complex address', 'Адрес комплекса', true),
  p('complex', 'complex_block', 'კორპუსი (ბლოკი)', 'Building block', 'Корпус (блок)'),

  p('schedule', 'schedule_no', 'შენატანის №', 'Instalment no.', '№ взноса'),
  p('schedule', 'schedule_date', 'გადახდის თარიღი', 'Due date', 'Дата платежа', true),
  p('schedule', 'schedule_amount', 'შენატანის თანხა', 'Instalment amount', 'Сумма взноса'),
  // Filled in messages to buyers (outside the loop the schedule names above are the instalment concerned).
  p(
    'schedule',
    'instalment_left',
    'შენატანის გადასახდელი ნაშთი',
    'Left to pay on the instalment',
    'Остаток к оплате по взносу',
  ),
  p('schedule', 'overdue_amount', 'ვადაგადაცილებული თანხა', 'Overdue amount', 'Просроченная сумма'),
  // What a reminder about a renovation's or container's instalment is for; empty for the sale's own.
  p(
    'schedule',
    'service_name',
    'რისთვის (რემონტი ან სერვისი)',
    'What for (renovation or service)',
    'За что (ремонт или услуга)',
    true,
  ),
  p('schedule', 'payment_amount', 'ბოლო გადახდის თანხა', 'Latest payment amount', 'Сумма последнего платежа'),
  p(
    'schedule',
    'payment_currency',
    'ბოლო გადახდის ვალუტა',
    'Latest payment currency',
    'Валюта последнего платежа',
  ),
  p(
    'schedule',
    'payment_date',
    'ბოლო გადახდის თარიღი',
    'Latest payment date',
    'Дата последнего платежа',
    true,
  ),
];

/**
 * Loops: `{#properties}…{/properties}` repeats for each unit of the sale, `{#customers}…{/customers}`
 * for each buyer, `{#schedule}…{/schedule}` for each instalment (a table row in Word). Inside a loop
 * the item's own placeholders and every top-level one may be used.
 */
export const PLACEHOLDER_LOOPS = {
  properties: { group: 'property', label: { ka: 'ყველა ფართი', en: 'Every unit', ru: 'Все помещения' } },
  customers: { group: 'customer', label: { ka: 'ყველა მყიდველი', en: 'Every buyer', ru: 'Все покупатели' } },
  schedule: {
    group: 'schedule',
    label: { ka: 'გრაფიკის სტრიქონები', en: 'Schedule rows', ru: 'Строки графика' },
  },
} as const satisfies Record<string, { group: PlaceholderGroup; label: Record<Locale, string> }>;
export type PlaceholderLoop = keyof typeof PLACEHOLDER_LOOPS;

export const LANGUAGE_SUFFIXES = ['ka', 'en', 'ru'] as const;

/** Every name a definition answers to: the key and, when localized, its _ka/_en/_ru forms. */
export function placeholderNames(def: Pick<PlaceholderDef, 'key' | 'localized'>): string[] {
  return def.localized ? [def.key, ...LANGUAGE_SUFFIXES.map((s) => `${def.key}_${s}`)] : [def.key];
}

/** Names no custom field may take: every built-in placeholder, its language forms and the loops. */
export const RESERVED_PLACEHOLDER_NAMES: ReadonlySet<string> = new Set([
  ...PLACEHOLDERS.flatMap(placeholderNames),
  ...Object.keys(PLACEHOLDER_LOOPS),
]);

/** The language of a template's plain placeholders: the first one of a bilingual template. */
export function primaryLocale(language: ContractLanguage): Locale {
  return language === 'en' ? 'en' : language === 'ru' ? 'ru' : 'ka';
}

/**
 * Every name a template may use anywhere: built-ins with their language forms, the loops and the
 * custom fields' keys. Inside a loop the top-level names stay visible, so one set serves every scope.
 */
export function knownPlaceholderNames(customFieldKeys: readonly string[]): Set<string> {
  return new Set([...RESERVED_PLACEHOLDER_NAMES, ...customFieldKeys]);
}
