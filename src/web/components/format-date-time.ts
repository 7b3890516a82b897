import dayjs from 'dayjs';

/** Server timestamps (ISO) as the office reads them: 24-hour clock, day first. */
export function formatDateTime(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('DD.MM.YYYY HH:mm') : iso;
}

/** A date (YYYY-MM-DD, or the day of a timestamp) as the office reads it: DD.MM.YYYY, like formatDateTime. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format('DD.MM.YYYY') : iso;
}
