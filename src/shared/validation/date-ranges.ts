const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §5: a reversed date range is read the right way round. Every `x_from`/`x_to` pair of ISO dates whose
 * from is after its to is swapped (ISO dates compare as text); other fields are kept as they are.
 */
export function swapReversedDateRanges<T>(query: T): T {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query;
  const values = query as Record<string, unknown>;
  let swapped: Record<string, unknown> | null = null;
  for (const key of Object.keys(values)) {
    if (!key.endsWith('_from')) continue;
    const toKey = `${key.slice(0, -'_from'.length)}_to`;
    const from = values[key];
    const to = values[toKey];
    if (typeof from !== 'string' || typeof to !== 'string') continue;
    if (!ISO_DATE.test(from) || !ISO_DATE.test(to) || from <= to) continue;
    swapped ??= { ...values };
    swapped[key] = to;
    swapped[toKey] = from;
  }
  return (swapped ?? query) as T;
}
