/** A logged value as text: empty shows as a dash, lists joined, objects as JSON. */
export function formatChangeValue(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
