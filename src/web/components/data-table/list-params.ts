import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shared/pagination';

export type PerPage = number | 'all';

/**
 * A filter's value lives in the URL as text, so its default decides how it is read back: a number default
 * reads a number, a boolean default a boolean, a list default repeated keys (always strings), anything
 * else a string (a null default: string or null).
 */
export type FilterValue = string | number | boolean | null | string[];
export type Filters = Record<string, FilterValue>;

/** TypeScript infers a `false` default as the type `false`; a boolean filter must also take `true`. */
export type WidenFilters<F extends Filters> = { [K in keyof F]: F[K] extends boolean ? boolean : F[K] };

export type ListState<F extends Filters> = { page: number; perpage: PerPage; filters: F };
export type ListDefaults<F extends Filters> = { perpage: PerPage; filters: F };

export function isPerPage(value: unknown): value is PerPage {
  return value === 'all' || (PAGE_SIZES as readonly unknown[]).includes(value);
}

export function normalizeDefaults<F extends Filters>(defaults: {
  perpage?: PerPage;
  filters?: F;
}): ListDefaults<WidenFilters<F>> {
  return {
    perpage: defaults.perpage ?? DEFAULT_PAGE_SIZE,
    filters: (defaults.filters ?? {}) as WidenFilters<F>,
  };
}

function ownKeys(defaults: ListDefaults<Filters>): string[] {
  return ['page', 'perpage', ...Object.keys(defaults.filters)];
}

export function hasListParams(search: URLSearchParams, defaults: ListDefaults<Filters>): boolean {
  return ownKeys(defaults).some((key) => search.has(key));
}

function readFilter(search: URLSearchParams, key: string, fallback: FilterValue): FilterValue {
  if (!search.has(key)) return fallback;
  if (Array.isArray(fallback)) return search.getAll(key).filter((item) => item !== '');
  const text = search.get(key) ?? '';
  if (typeof fallback === 'number')
    return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : fallback;
  if (typeof fallback === 'boolean') return text === 'true' ? true : text === 'false' ? false : fallback;
  return text;
}

export function readListState<F extends Filters>(
  search: URLSearchParams,
  defaults: ListDefaults<F>,
): ListState<F> {
  const page = Number(search.get('page'));
  const perpageText = search.get('perpage');
  const perpage = perpageText === 'all' ? 'all' : Number(perpageText);
  const filters = Object.fromEntries(
    Object.entries(defaults.filters).map(([key, fallback]) => [key, readFilter(search, key, fallback)]),
  ) as F;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perpage: isPerPage(perpage) ? perpage : defaults.perpage,
    filters,
  };
}

function sameValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  return Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : a === b;
}

/**
 * Writes the list's keys into `search`, leaving other keys (an open dialog, say) alone. Values equal to
 * their default are left out to keep links short; a value cleared away from a non-empty default is
 * written empty so that it does not read back as the default.
 */
export function writeListState<F extends Filters>(
  search: URLSearchParams,
  state: ListState<F>,
  defaults: ListDefaults<F>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ownKeys(defaults)) next.delete(key);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.perpage !== defaults.perpage) next.set('perpage', String(state.perpage));
  for (const [key, value] of Object.entries(state.filters)) {
    if (!(key in defaults.filters) || sameValue(value, defaults.filters[key])) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) next.set(key, '');
      for (const item of value) next.append(key, item);
    } else {
      next.set(key, value === null ? '' : String(value));
    }
  }
  return next;
}

/** Only the list's own keys, in a stable order: what is remembered per table. */
export function listQuery(search: URLSearchParams, defaults: ListDefaults<Filters>): string {
  const keys = ownKeys(defaults);
  return new URLSearchParams([...search].filter(([key]) => keys.includes(key))).toString();
}
