import { addDays, formatIsoDate, tbilisiToday } from '../dates/date-formats';

const TBILISI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tbilisi',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The office's clock: today's Tbilisi date, the time of day (HH:mm) and the end of the coming week. */
export function tbilisiNow(now: Date): { today: string; time: string; weekEnd: string } {
  const today = tbilisiToday(now);
  return { today, time: TBILISI_TIME.format(now), weekEnd: addDays(today, 7) };
}

/** A due date as the API carries it: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` when it has a time. */
export const joinDue = (date: string | null, time: string | null): string | null =>
  date === null ? null : time === null ? date : `${date}T${time}`;

/** `25.11.2026` or `25.11.2026 15:30`, as the office writes a deadline in any language. */
export function formatDue(due: string): string {
  const [date, time] = due.split('T');
  const day = formatIsoDate(date!, 'DD.MM.YYYY');
  return time ? `${day} ${time}` : day;
}
