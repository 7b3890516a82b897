/**
 * The date-input choices of spec §9 and the rules for typed dates. Every date travels as YYYY-MM-DD; the
 * user's format only changes how it is typed and shown. Plain string and integer work, so server and web agree.
 */

export const TYPED_DATE_FORMATS = [
  'DD/MM/YYYY',
  'D/M/YYYY',
  'MM/DD/YYYY',
  'M/D/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
  'MM-DD-YYYY',
  'M-D-YYYY',
  'DD.MM.YYYY',
  'D.M.YYYY',
  'MM.DD.YYYY',
  'M.D.YYYY',
  'YYYY-MM-DD',
  'YYYY-M-D',
] as const;
export type TypedDateFormat = (typeof TYPED_DATE_FORMATS)[number];

/** 'picker' (the calendar) comes first, as on the settings screen. */
export const DATE_FORMATS = ['picker', ...TYPED_DATE_FORMATS] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'picker';

export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

export type ParsedDate =
  { ok: true; iso: string } | { ok: false; error: 'validation.required' | 'validation.invalid_format' };

type Part = 'D' | 'M' | 'Y';
type Token = { part: Part; padded: boolean } | { separator: string };

function tokenize(format: TypedDateFormat): Token[] {
  return (format.match(/YYYY|DD|D|MM|M|[/.-]/g) ?? []).map((text): Token => {
    if (text === 'YYYY') return { part: 'Y', padded: true };
    if (text.startsWith('D')) return { part: 'D', padded: text === 'DD' };
    if (text.startsWith('M')) return { part: 'M', padded: text === 'MM' };
    return { separator: text };
  });
}

const patterns = new Map<TypedDateFormat, { regex: RegExp; order: Part[] }>(
  TYPED_DATE_FORMATS.map((format) => {
    const tokens = tokenize(format);
    const source = tokens
      .map((t) =>
        'separator' in t
          ? `\\${t.separator}`
          : t.part === 'Y'
            ? '(\\d{4})'
            : t.padded
              ? '(\\d{2})'
              : '(\\d{1,2})',
      )
      .join('');
    const order = tokens.flatMap((t) => ('part' in t ? [t.part] : []));
    return [format, { regex: new RegExp(`^${source}$`), order }];
  }),
);

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function splitIso(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

export function isIsoDate(value: string): boolean {
  return splitIso(value) !== null;
}

/** The years a date of this office may fall in: births, contracts, schedules, reports. */
export const DATE_YEARS = { first: 1900, last: 2100 } as const;

/** A calendar date within DATE_YEARS. */
export function isDateInRange(value: string): boolean {
  const year = splitIso(value)?.year;
  return year !== undefined && year >= DATE_YEARS.first && year <= DATE_YEARS.last;
}

/** Reads a date typed in `format`; the year has 4 digits, a DD or MM part exactly 2, a D or M part 1 or 2. */
export function parseTypedDate(text: string, format: TypedDateFormat): ParsedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'validation.required' };
  const pattern = patterns.get(format);
  const match = pattern?.regex.exec(trimmed);
  if (!pattern || !match) return { ok: false, error: 'validation.invalid_format' };
  const value = (part: Part) => Number(match[pattern.order.indexOf(part) + 1]);
  const [year, month, day] = [value('Y'), value('M'), value('D')];
  return isRealDate(year, month, day)
    ? { ok: true, iso: toIso(year, month, day) }
    : { ok: false, error: 'validation.invalid_format' };
}

/** Shows a YYYY-MM-DD date in `format`; anything that is not such a date is returned unchanged. */
export function formatIsoDate(iso: string, format: TypedDateFormat): string {
  const date = splitIso(iso);
  if (!date) return iso;
  const values: Record<Part, number> = { Y: date.year, M: date.month, D: date.day };
  return tokenize(format)
    .map((t) =>
      'separator' in t
        ? t.separator
        : String(values[t.part]).padStart(t.part === 'Y' ? 4 : t.padded ? 2 : 1, '0'),
    )
    .join('');
}

/** Spec §5: a range typed back to front is swapped rather than rejected. */
export function swapIfReversed(from: string, to: string): { from: string; to: string } {
  return from !== '' && to !== '' && from > to ? { from: to, to: from } : { from, to };
}

/** Today's date on the local calendar, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return toIso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Today's date in Tbilisi (YYYY-MM-DD), whatever the machine's time zone. */
const TBILISI_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function tbilisiToday(now: Date = new Date()): string {
  return TBILISI_DAY.format(now);
}

/** Moves a date by whole months; a day missing from the target month becomes its last day (31 Mar - 1 = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = splitIso(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: "${iso}"`);
  const index = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIso(year, month, Math.min(date.day, daysInMonth(year, month)));
}

/** Moves a date by whole days (negative goes back), across month and year ends. */
export function addDays(iso: string, days: number): string {
  const date = splitIso(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: "${iso}"`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day + days)).toISOString().slice(0, 10);
}

export const PERIOD_PRESETS = [
  'last_month',
  'last_3_months',
  'last_6_months',
  'last_9_months',
  'last_year',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const PRESET_MONTHS: Record<PeriodPreset, number> = {
  last_month: 1,
  last_3_months: 3,
  last_6_months: 6,
  last_9_months: 9,
  last_year: 12,
};

export function isPeriodPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (PERIOD_PRESETS as readonly string[]).includes(value);
}

/** The period filter's range: from the same day N months back up to and including `today`. */
export function periodRange(preset: PeriodPreset, today: string): { from: string; to: string } {
  return { from: addMonths(today, -PRESET_MONTHS[preset]), to: today };
}
