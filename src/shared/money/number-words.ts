import { toMinor, type Currency } from './money';

/**
 * Numbers and amounts in words, in Georgian, English and Russian (invoices, contracts' property_wprice).
 * Exact: amounts are read from their decimal text into bigint minor units, never through a float.
 * Words come back in lower case; a document capitalises the first letter where it needs to.
 */

export type WordsLocale = 'ka' | 'en' | 'ru';
/** Grammatical gender of the counted noun; only Russian changes its words for it (один/одна/одно). */
export type Gender = 'm' | 'f' | 'n';

/** The largest number spelled out: 999 trillion and change, far above any numeric(14, 2) amount. */
const LIMIT = 10n ** 15n;

/** Splits a non-negative number into groups of three digits, lowest first: 1234567n -> [567, 234, 1]. */
function groupsOf(n: bigint): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  return groups;
}

function checkRange(n: bigint): void {
  if (n <= -LIMIT || n >= LIMIT) throw new RangeError(`Too large to spell out: ${n}`);
}

// ------------------------------------------------------------------------------------------------ ka

const KA_UNITS = [
  'ნული',
  'ერთი',
  'ორი',
  'სამი',
  'ოთხი',
  'ხუთი',
  'ექვსი',
  'შვიდი',
  'რვა',
  'ცხრა',
  'ათი',
  'თერთმეტი',
  'თორმეტი',
  'ცამეტი',
  'თოთხმეტი',
  'თხუთმეტი',
  'თექვსმეტი',
  'ჩვიდმეტი',
  'თვრამეტი',
  'ცხრამეტი',
];
/** 20, 40, 60, 80: Georgian counts in twenties. */
const KA_SCORES = ['ოცი', 'ორმოცი', 'სამოცი', 'ოთხმოცი'];
/** 20+, 40+, 60+, 80+ joined to 1..19: ოცდაერთი (21), ოთხმოცდაცხრამეტი (99). */
const KA_SCORES_AND = ['ოცდა', 'ორმოცდა', 'სამოცდა', 'ოთხმოცდა'];
const KA_HUNDREDS = ['ასი', 'ორასი', 'სამასი', 'ოთხასი', 'ხუთასი', 'ექვსასი', 'შვიდასი', 'რვაასი', 'ცხრაასი'];
/** Thousand, million, billion, trillion. */
const KA_SCALES = ['', 'ათასი', 'მილიონი', 'მილიარდი', 'ტრილიონი'];

/** A word that something else follows loses its final ი: ასი -> ას ერთი, ათასი -> ათას ერთი. */
const kaJoined = (word: string) => (word.endsWith('ი') ? word.slice(0, -1) : word);

function kaBelow100(n: number): string {
  if (n < 20) return KA_UNITS[n]!;
  const score = Math.floor(n / 20) - 1;
  const rest = n % 20;
  return rest === 0 ? KA_SCORES[score]! : KA_SCORES_AND[score]! + KA_UNITS[rest]!;
}

function kaBelow1000(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) {
    const word = KA_HUNDREDS[hundreds - 1]!;
    words.push(rest > 0 ? kaJoined(word) : word);
  }
  if (rest > 0) words.push(kaBelow100(rest));
  return words;
}

function kaWords(n: bigint): string {
  if (n === 0n) return KA_UNITS[0]!;
  const groups = groupsOf(n);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!;
    if (group === 0) continue;
    if (scale === 0) {
      words.push(...kaBelow1000(group));
      continue;
    }
    // 1000 is ათასი, not ერთი ათასი; a million likewise მილიონი.
    if (group > 1) words.push(...kaBelow1000(group));
    const followed = groups.slice(0, scale).some((g) => g > 0);
    words.push(followed ? kaJoined(KA_SCALES[scale]!) : KA_SCALES[scale]!);
  }
  return words.join(' ');
}

// ------------------------------------------------------------------------------------------------ en

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function enBelow1000(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(EN_UNITS[hundreds]!, 'hundred');
  if (rest >= 20) {
    const tens = EN_TENS[Math.floor(rest / 10)]!;
    words.push(rest % 10 === 0 ? tens : `${tens}-${EN_UNITS[rest % 10]!}`);
  } else if (rest > 0) words.push(EN_UNITS[rest]!);
  return words;
}

function enWords(n: bigint): string {
  if (n === 0n) return EN_UNITS[0]!;
  const groups = groupsOf(n);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!;
    if (group === 0) continue;
    words.push(...enBelow1000(group));
    if (scale > 0) words.push(EN_SCALES[scale]!);
  }
  return words.join(' ');
}

// ------------------------------------------------------------------------------------------------ ru

const RU_UNITS = [
  'ноль',
  'один',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const RU_ONE: Record<Gender, string> = { m: 'один', f: 'одна', n: 'одно' };
const RU_TWO: Record<Gender, string> = { m: 'два', f: 'две', n: 'два' };
const RU_TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const RU_HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** The three Russian forms of a counted noun: for 1 (21, 101...), for 2-4 (22...) and for the rest. */
export type RuForms = readonly [one: string, few: string, many: string];

/** Which of the three forms a count takes: 1 доллар, 2 доллара, 5 долларов, 11 долларов, 21 доллар. */
export function ruPlural(n: bigint, forms: RuForms): string {
  const abs = n < 0n ? -n : n;
  const lastTwo = Number(abs % 100n);
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** Thousand (feminine), million, billion, trillion (masculine) with their three forms. */
const RU_SCALES: { forms: RuForms; gender: Gender }[] = [
  { forms: ['', '', ''], gender: 'm' },
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'f' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'm' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'm' },
  { forms: ['триллион', 'триллиона', 'триллионов'], gender: 'm' },
];

function ruBelow1000(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(RU_HUNDREDS[hundreds]!);
  if (rest >= 20) {
    words.push(RU_TENS[Math.floor(rest / 10)]!);
    const unit = rest % 10;
    if (unit === 1) words.push(RU_ONE[gender]);
    else if (unit === 2) words.push(RU_TWO[gender]);
    else if (unit > 0) words.push(RU_UNITS[unit]!);
  } else if (rest === 1) words.push(RU_ONE[gender]);
  else if (rest === 2) words.push(RU_TWO[gender]);
  else if (rest > 0) words.push(RU_UNITS[rest]!);
  return words;
}

function ruWords(n: bigint, gender: Gender): string {
  if (n === 0n) return RU_UNITS[0]!;
  const groups = groupsOf(n);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!;
    if (group === 0) continue;
    if (scale === 0) {
      words.push(...ruBelow1000(group, gender));
      continue;
    }
    const { forms, gender: scaleGender } = RU_SCALES[scale]!;
    // "одна тысяча", "один миллион": the count is written out even when it is one.
    words.push(...ruBelow1000(group, scaleGender), ruPlural(BigInt(group), forms));
  }
  return words.join(' ');
}

// ------------------------------------------------------------------------------------------------ api

/**
 * A whole number in words. `gender` is the gender of the counted noun, which only Russian shows
 * (одна тысяча, две тетради); the default is masculine.
 */
export function numberInWords(n: bigint, locale: WordsLocale, gender: Gender = 'm'): string {
  checkRange(n);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const words = locale === 'ka' ? kaWords(abs) : locale === 'en' ? enWords(abs) : ruWords(abs, gender);
  if (!negative) return words;
  return `${{ ka: 'მინუს', en: 'minus', ru: 'минус' }[locale]} ${words}`;
}

type Noun = { ka: string; en: readonly [one: string, many: string]; ru: RuForms; ruGender: Gender };
type CurrencyNouns = { major: Noun; minor: Noun };

const CENT: Noun = { ka: 'ცენტი', en: ['cent', 'cents'], ru: ['цент', 'цента', 'центов'], ruGender: 'm' };

/**
 * The currency and its minor unit as each language counts them. Georgian keeps the noun singular after
 * any number; lari and tetri are invariable in English and indeclinable in Russian, as is евро.
 */
export const CURRENCY_NOUNS: Record<Currency, CurrencyNouns> = {
  GEL: {
    major: { ka: 'ლარი', en: ['lari', 'lari'], ru: ['лари', 'лари', 'лари'], ruGender: 'm' },
    minor: { ka: 'თეთრი', en: ['tetri', 'tetri'], ru: ['тетри', 'тетри', 'тетри'], ruGender: 'm' },
  },
  USD: {
    major: {
      ka: 'აშშ დოლარი',
      en: ['dollar', 'dollars'],
      ru: ['доллар', 'доллара', 'долларов'],
      ruGender: 'm',
    },
    minor: CENT,
  },
  EUR: {
    major: { ka: 'ევრო', en: ['euro', 'euros'], ru: ['евро', 'евро', 'евро'], ruGender: 'm' },
    minor: CENT,
  },
};

function counted(n: bigint, noun: Noun, locale: WordsLocale): string {
  if (locale === 'ka') return `${numberInWords(n, 'ka')} ${noun.ka}`;
  if (locale === 'en') return `${numberInWords(n, 'en')} ${n === 1n ? noun.en[0] : noun.en[1]}`;
  return `${numberInWords(n, 'ru', noun.ruGender)} ${ruPlural(n, noun.ru)}`;
}

export type AmountInWordsOptions = {
  /** Also spell out zero minor units ("... and zero cents"); by default they are left out. */
  zeroMinor?: boolean;
};

/**
 * An amount with its currency in words, rounded half-up to the cent from its decimal text:
 * ("1234.50", 'USD', 'en') -> "one thousand two hundred thirty-four dollars and fifty cents";
 * ("21", 'GEL', 'ka') -> "ოცდაერთი ლარი"; ("2000.01", 'EUR', 'ru') -> "две тысячи евро один цент".
 */
export function amountInWords(
  amount: string,
  currency: Currency,
  locale: WordsLocale,
  options: AmountInWordsOptions = {},
): string {
  const minorTotal = toMinor(amount);
  const negative = minorTotal < 0n;
  const abs = negative ? -minorTotal : minorTotal;
  const major = abs / 100n;
  const minor = abs % 100n;
  const nouns = CURRENCY_NOUNS[currency];
  let words = counted(major, nouns.major, locale);
  if (minor > 0n || options.zeroMinor) {
    const cents = counted(minor, nouns.minor, locale);
    words += locale === 'ka' ? ` და ${cents}` : locale === 'en' ? ` and ${cents}` : ` ${cents}`;
  }
  if (!negative) return words;
  return `${{ ka: 'მინუს', en: 'minus', ru: 'минус' }[locale]} ${words}`;
}

/**
 * The first letter in upper case. Georgian stays as it is: its everyday script (Mkhedruli) has no case,
 * and toUpperCase would turn it into Mtavruli capitals, which are not used at the start of a sentence.
 */
export function capitalize(text: string): string {
  const first = text.charAt(0);
  if (/[\u10a0-\u10ff\u1c90-\u1cbf\u2d00-\u2d2f]/.test(first)) return text;
  return first.toUpperCase() + text.slice(1);
}
