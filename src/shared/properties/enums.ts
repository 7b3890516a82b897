import type { Locale } from '../i18n/locales';

/** The reference lists of spec §7 (GET /property-types, ...): keys the contracts accept, titles per language. */
type Titled<K extends string> = Record<K, Record<Locale, string>>;

export const PROPERTY_TYPES = ['apartment', 'commercial', 'parking', 'storage', 'office', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATES = ['black_frame', 'white_frame', 'green_frame', 'renovated'] as const;
export type PropertyState = (typeof PROPERTY_STATES)[number];

/** Statuses a user sees and filters by; 'retired' (a split original) is internal. */
export const PROPERTY_STATUSES = ['free', 'booked', 'sold', 'barter', 'not_for_sale'] as const;
export const ALL_PROPERTY_STATUSES = [...PROPERTY_STATUSES, 'retired'] as const;
export type PropertyStatus = (typeof ALL_PROPERTY_STATUSES)[number];

/** The only statuses changed by hand; booked, sold and barter follow bookings, sales and barters. */
export const MANUAL_STATUSES = ['free', 'not_for_sale'] as const;
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

export const PROPERTY_VIEWS = ['city', 'yard', 'park', 'mountains', 'sea', 'street'] as const;
export type PropertyView = (typeof PROPERTY_VIEWS)[number];

export const CONTRACT_TYPES = ['contract_main', 'contract_pre', 'service'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const PROPERTY_TYPE_TITLES: Titled<PropertyType> = {
  apartment: { ka: 'ბინა', en: 'Apartment', ru: 'Квартира' },
  commercial: { ka: 'კომერციული ფართი', en: 'Commercial space', ru: 'Коммерческое помещение' },
  parking: { ka: 'პარკინგი', en: 'Parking space', ru: 'Парковочное место' },
  storage: { ka: 'სათავსო', en: 'Storage room', ru: 'Кладовая' },
  office: { ka: 'ოფისი', en: 'Office', ru: 'Офис' },
  land: { ka: 'მიწის ნაკვეთი', en: 'Land plot', ru: 'Земельный участок' },
};

export const PROPERTY_STATE_TITLES: Titled<PropertyState> = {
  black_frame: { ka: 'შავი კარკასი', en: 'Black frame', ru: 'Чёрный каркас' },
  white_frame: { ka: 'თეთრი კარკასი', en: 'White frame', ru: 'Белый каркас' },
  green_frame: { ka: 'მწვანე კარკასი', en: 'Green frame', ru: 'Зелёный каркас' },
  renovated: { ka: 'გარემონტებული', en: 'Renovated', ru: 'С ремонтом' },
};

export const PROPERTY_STATUS_TITLES: Titled<PropertyStatus> = {
  free: { ka: 'თავისუფალი', en: 'Free', ru: 'Свободно' },
  booked: { ka: 'დაჯავშნილი', en: 'Booked', ru: 'Забронировано' },
  sold: { ka: 'გაყიდული', en: 'Sold', ru: 'Продано' },
  barter: { ka: 'ბარტერი', en: 'Barter', ru: 'Бартер' },
  not_for_sale: { ka: 'არ იყიდება', en: 'Not for sale', ru: 'Не продаётся' },
  retired: { ka: 'გაყოფილი', en: 'Split', ru: 'Разделено' },
};

export const PROPERTY_VIEW_TITLES: Titled<PropertyView> = {
  city: { ka: 'ქალაქზე', en: 'City', ru: 'На город' },
  yard: { ka: 'ეზოზე', en: 'Yard', ru: 'Во двор' },
  park: { ka: 'პარკზე', en: 'Park', ru: 'На парк' },
  mountains: { ka: 'მთებზე', en: 'Mountains', ru: 'На горы' },
  sea: { ka: 'ზღვაზე', en: 'Sea', ru: 'На море' },
  street: { ka: 'ქუჩაზე', en: 'Street', ru: 'На улицу' },
};

export const CONTRACT_TYPE_TITLES: Titled<ContractType> = {
  contract_main: { ka: 'ძირითადი ხელშეკრულება', en: 'Main contract', ru: 'Основной договор' },
  contract_pre: { ka: 'წინარე ხელშეკრულება', en: 'Preliminary contract', ru: 'Предварительный договор' },
  service: { ka: 'მომსახურების ხელშეკრულება', en: 'Service contract', ru: 'Договор услуг' },
};

export interface EnumItem {
  key: string;
  title: string;
}

/** A list in its canonical order, titled in one language. */
export const titled = <K extends string>(keys: readonly K[], titles: Titled<K>, locale: Locale): EnumItem[] =>
  keys.map((key) => ({ key, title: titles[key][locale] }));
