import dayjs from 'dayjs';

/** Server timestamps (ISO) as the office reads them: 24-hour clock, day first. */
export function formatDateTime(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('DD.MM.YYYY HH:mm') : iso;
}
