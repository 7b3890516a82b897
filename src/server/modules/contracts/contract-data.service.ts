import { localized, type Locale } from '@shared/i18n/locales';
import { countryName } from '@shared/countries/country-data';
import { amountInWords } from '@shared/money/number-words';
import { formatMoney, fromMinor, isCurrency, toMinor, type Currency } from '@shared/money/money';
import { PROPERTY_STATE_TITLES, PROPERTY_TYPE_TITLES } from '@shared/properties/enums';
import type { ContractLanguage } from '@shared/sales/contracts';
import { LANGUAGE_SUFFIXES, PLACEHOLDERS, primaryLocale } from '@shared/templates/placeholders';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import * as repo from './contract-data.repository';

/** Placeholder values for one sale: scalars by name, and the loops (properties, customers, schedule) as lists. */
export interface TemplateData {
  [name: string]: string | TemplateData[];
}

const LOCALES = LANGUAGE_SUFFIXES;
type PerLocale = (locale: Locale) => string;

const MONTHS: Record<Locale, readonly string[]> = {
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/** A date as contracts write it: "15 მარტი 2026 წ.", "15 March 2026", "15 марта 2026 г."; '' for none. */
export function longDate(iso: string | null | undefined, locale: Locale): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  const text = `${Number(day)} ${MONTHS[locale][Number(month) - 1]} ${year}`;
  return locale === 'ka' ? `${text} წ.` : locale === 'ru' ? `${text} г.` : text;
}

const CURRENCY_NAMES: Record<Currency, Record<Locale, string>> = {
  GEL: { ka: 'ლარი', en: 'Georgian lari', ru: 'грузинский лари' },
  USD: { ka: 'აშშ დოლარი', en: 'US dollar', ru: 'доллар США' },
  EUR: { ka: 'ევრო', en: 'euro', ru: 'евро' },
};

const YES_NO: Record<'true' | 'false', Record<Locale, string>> = {
  true: { ka: 'კი', en: 'Yes', ru: 'Да' },
  false: { ka: 'არა', en: 'No', ru: 'Нет' },
};

const LOCALIZED = new Set(PLACEHOLDERS.filter((p) => p.localized).map((p) => p.key));

/** Sets a value under its name and, for a language-dependent placeholder, its _ka/_en/_ru forms too. */
export function put(target: TemplateData, key: string, value: string | PerLocale, primary: Locale): void {
  if (typeof value === 'string') {
    target[key] = value;
    if (LOCALIZED.has(key)) for (const l of LOCALES) target[`${key}_${l}`] = value;
    return;
  }
  for (const l of LOCALES) target[`${key}_${l}`] = value(l);
  target[key] = target[`${key}_${primary}`]!;
}

/** A value stored in ka/en/ru, in each language; an empty translation gives the Georgian. */
const forms =
  (ka = '', en = '', ru = ''): PerLocale =>
  (l) =>
    localized(l, ka, en, ru);

const distinctJoin = (values: string[]) => [...new Set(values.filter((v) => v !== ''))].join(', ');

/** One column over several items (buyers, units), joined; localized columns join per language. */
function joined(items: TemplateData[], key: string): PerLocale {
  return (l) =>
    distinctJoin(items.map((item) => String(item[LOCALIZED.has(key) ? `${key}_${l}` : key] ?? '')));
}

const money = (value: string | null | undefined) => (value == null ? '' : formatMoney(value));
const sum = (values: (string | null)[]) =>
  fromMinor(values.reduce((total, v) => total + (v == null ? 0n : toMinor(v)), 0n));
const words =
  (value: string | null | undefined, ccy: Currency): PerLocale =>
  (l) =>
    value == null ? '' : amountInWords(value, ccy, l);

type Customer = Awaited<ReturnType<typeof repo.currentBuyers>>[number]['customer'];
type Unit = Awaited<ReturnType<typeof repo.saleUnits>>[number];
type CustomField = Awaited<ReturnType<typeof repo.allCustomFields>>[number];

function customerName(c: Customer, l: Locale): string {
  if (c.type === 'company') {
    return localized(l, c.company_name, c.company_name_en ?? '', c.company_name_ru ?? '');
  }
  const [first, last] =
    l === 'en'
      ? [c.first_name_en, c.last_name_en]
      : l === 'ru'
        ? [c.first_name_ru, c.last_name_ru]
        : ['', ''];
  return (first || last ? `${first} ${last}` : `${c.first_name} ${c.last_name}`).trim();
}

function customerItem(c: Customer, primary: Locale): TemplateData {
  const item: TemplateData = {};
  put(item, 'customer_name', (l) => customerName(c, l), primary);
  put(item, 'customer_pn', (c.type === 'company' ? c.company_id : c.personal_id) ?? '', primary);
  put(item, 'customer_address', c.address, primary);
  put(item, 'customer_phone', c.phone ?? '', primary);
  put(item, 'customer_email', c.email ?? '', primary);
  put(item, 'customer_birth_date', (l) => longDate(c.birth_date, l), primary);
  put(item, 'customer_citizenship', (l) => (c.citizenship ? countryName(c.citizenship, l) : ''), primary);
  return item;
}

type Feature = Awaited<ReturnType<typeof repo.featuresOf>>[number];

function unitItem(u: Unit, features: Feature[], ccy: Currency, primary: Locale): TemplateData {
  const p = u.property;
  const item: TemplateData = {};
  const title = (f: Feature, l: Locale) => localized(l, f.title, f.title_en, f.title_ru);
  put(item, 'property_cad_code', p.cad_code, primary);
  put(item, 'property_type', (l) => PROPERTY_TYPE_TITLES[p.type]?.[l] ?? p.type, primary);
  put(item, 'property_price', money(u.price), primary);
  put(item, 'property_wprice', words(u.price, ccy), primary);
  put(item, 'property_total_area', p.total_area, primary);
  put(item, 'property_living_area', p.living_area ?? '', primary);
  put(item, 'property_rooms', p.rooms == null ? '' : String(p.rooms), primary);
  put(item, 'property_floor_num', String(p.floor), primary);
  put(item, 'property_num', p.number, primary);
  put(item, 'property_block', p.block ?? '', primary);
  put(item, 'property_state', (l) => PROPERTY_STATE_TITLES[p.state]?.[l] ?? p.state, primary);
  put(item, 'property_features', (l) => features.map((f) => title(f, l)).join(', '), primary);
  return item;
}

/** A custom field's stored text as a contract shows it: yes/no in words, dates written out. */
function customText(field: CustomField, value: string | undefined): PerLocale {
  return (l) => {
    if (value === undefined) return '';
    if (field.type === 'boolean') return YES_NO[value === 'true' ? 'true' : 'false'][l];
    if (field.type === 'date') return longDate(value, l);
    return value;
  };
}

type CustomValue = Awaited<ReturnType<typeof repo.customValuesOf>>[number];

/** Every custom field of a group on each of its records (the loop items) and joined at the top level. */
function addCustomFields(
  fields: CustomFieldDefinition[],
  values: CustomValue[],
  data: TemplateData,
  groups: { group: string; records: { id: number; item: TemplateData }[] }[],
  primary: Locale,
): void {
  for (const { group, records } of groups) {
    for (const field of fields.filter((f) => f.group === group)) {
      const of = (id: number) => values.find((v) => v.field_id === field.id && v.record_id === id)?.value;
      const texts = records.map((r) => customText(field, of(r.id)));
      records.forEach((r, i) => put(r.item, field.key, texts[i]!(primary), primary));
      data[field.key] = distinctJoin(texts.map((t) => t(primary)));
    }
  }
}

type CustomFieldDefinition = Awaited<ReturnType<typeof repo.allCustomFields>>[number];

/** What every sale's data shares: the installation's company and the custom fields' definitions. */
export type TemplateConstants = {
  company: Awaited<ReturnType<typeof repo.findCompany>>;
  customFields: CustomFieldDefinition[];
};

/** Read once by a caller that fills many sales' data in a row (the reminders' run). */
export async function loadTemplateConstants(db: Db): Promise<TemplateConstants> {
  const [company, customFields] = await Promise.all([repo.findCompany(db), repo.allCustomFields(db)]);
  return { company, customFields };
}

/** Everything a sale's placeholders are filled from: read once, filled in any number of languages. */
export type SaleTemplateSource = NonNullable<Awaited<ReturnType<typeof readSaleTemplateSource>>>;

/**
 * Reads a sale, its complex, buyers, units with their features, schedule and custom values (null when
 * there is no such sale). `constants` are read here when the caller has not read them already.
 */
export async function readSaleTemplateSource(db: Db, saleId: number, constants?: TemplateConstants) {
  const found = await repo.findSaleWithComplex(db, saleId);
  if (!found) return null;
  const { sale, building } = found;
  const [shared, buyerRows, units, schedule] = await Promise.all([
    constants ?? loadTemplateConstants(db),
    repo.currentBuyers(db, saleId),
    repo.saleUnits(db, sale),
    repo.scheduleOf(db, saleId),
  ]);
  const buyers = buyerRows.map((b) => b.customer);
  const unitIds = units.map((u) => u.property.id);
  const features = await repo.featuresOf(db, unitIds);
  // One read for every group's fields: a field belongs to one group, so its values are its records'.
  const customValues = await repo.customValuesOf(
    db,
    shared.customFields.map((f) => f.id),
    [...new Set([sale.id, building.id, ...buyers.map((b) => b.id), ...unitIds])],
  );
  return { sale, building, constants: shared, buyers, units, schedule, features, customValues };
}

/**
 * Every placeholder of the catalogue (and every custom field) filled from a sale, in the template's
 * language: plain names in its first language, `_ka/_en/_ru` forms in each. Missing values are ''.
 */
export async function buildSaleTemplateData(
  db: Db,
  saleId: number,
  language: ContractLanguage,
  today: string,
): Promise<TemplateData> {
  const source = await readSaleTemplateSource(db, saleId);
  if (!source) throw notFound();
  return saleTemplateData(source, language, today);
}

/** The placeholders of a sale already read, in the language; `today` is the document's date. */
export function saleTemplateData(
  source: SaleTemplateSource,
  language: ContractLanguage,
  today: string,
): TemplateData {
  const { sale, building, buyers, units, schedule, features, customValues } = source;
  const { company: own, customFields } = source.constants;
  const primary = primaryLocale(language);
  const ccy: Currency = isCurrency(sale.payment_ccy) ? sale.payment_ccy : 'GEL';
  const data: TemplateData = {};
  const set = (key: string, value: string | PerLocale) => put(data, key, value, primary);

  // A complex sold through its own company (its SPV) is the seller; otherwise the installation's company.
  set(
    'company_name',
    building.company_name
      ? forms(building.company_name, building.company_name_en, building.company_name_ru)
      : forms(own?.company_name, own?.company_name_en, own?.company_name_ru),
  );
  set('company_id', building.company_id || own?.company_id || '');
  set(
    'company_director',
    building.director
      ? forms(building.director, building.director_en, building.director_ru)
      : forms(own?.company_director, own?.company_director_en, own?.company_director_ru),
  );
  set('company_phone', building.phone || own?.company_phone || '');
  set('company_email', building.email || own?.company_email || '');

  set('contract_no', sale.contract_no);
  set('contract_start_date', (l) => longDate(sale.contract_start_date, l));
  set('contract_end_date', (l) => longDate(sale.contract_end_date, l));
  set('contract_signing_date', (l) => longDate(sale.signing_date, l));
  set('contract_currency', (l) => CURRENCY_NAMES[ccy][l]);
  set('currency_code', ccy);
  set('contract_price', money(sale.price));
  set('contract_discount', money(sale.discount));
  set('contract_total_price', money(sale.total_price));
  set('contract_total_wprice', words(sale.total_price, ccy));
  set('first_installment_amount', money(sale.first_installment_amount));
  set('first_installment_wamount', words(sale.first_installment_amount, ccy));
  set('first_installment_date', (l) => longDate(sale.first_installment_date, l));
  set('payment_schedule', (l) =>
    schedule.map((r) => `${r.number}. ${longDate(r.due_date, l)} — ${money(r.amount)} ${ccy}`).join('\n'),
  );
  set('document_date', (l) => longDate(today, l));

  const customerItems = buyers.map((customer) => customerItem(customer, primary));
  const unitItems = units.map((u) =>
    unitItem(
      u,
      features.filter((f) => f.property_id === u.property.id),
      ccy,
      primary,
    ),
  );
  for (const def of PLACEHOLDERS.filter((p) => p.group === 'customer'))
    set(def.key, joined(customerItems, def.key));
  for (const def of PLACEHOLDERS.filter((p) => p.group === 'property'))
    set(def.key, joined(unitItems, def.key));
  const unitsPrice = sum(units.map((u) => u.price));
  set('property_price', units.length ? money(unitsPrice) : '');
  set('property_wprice', units.length ? words(unitsPrice, ccy) : '');
  set('property_total_area', units.length ? sum(units.map((u) => u.property.total_area)) : '');
  const living = units.map((u) => u.property.living_area).filter((a) => a !== null);
  set('property_living_area', living.length ? sum(living) : '');

  set('complex_name', (l) => localized(l, building.name, building.name_en, building.name_ru));
  set('complex_cad_code', building.cad_code);
  set('complex_address', forms(building.address, building.address_en, building.address_ru));
  set('complex_block', distinctJoin(units.map((u) => u.property.block ?? '')));

  const scheduleItems = schedule.map((r) => {
    const item: TemplateData = {};
    put(item, 'schedule_no', String(r.number), primary);
    put(item, 'schedule_date', (l) => longDate(r.due_date, l), primary);
    put(item, 'schedule_amount', money(r.amount), primary);
    return item;
  });
  // Schedule values belong to its rows; outside the loop they are simply empty (a message to a buyer
  // fills them with the instalment or payment it is about).
  for (const def of PLACEHOLDERS.filter((p) => p.group === 'schedule')) set(def.key, '');

  addCustomFields(
    customFields,
    customValues,
    data,
    [
      { group: 'sale', records: [{ id: sale.id, item: data }] },
      { group: 'customer', records: buyers.map((b, i) => ({ id: b.id, item: customerItems[i]! })) },
      { group: 'property', records: units.map((u, i) => ({ id: u.property.id, item: unitItems[i]! })) },
      { group: 'complex', records: [{ id: building.id, item: data }] },
    ],
    primary,
  );
  data.customers = customerItems;
  data.properties = unitItems;
  data.schedule = scheduleItems;
  return data;
}
