import Typography from '@mui/material/Typography';
import { countSms, SMS_LIMITS } from '@shared/notifications/sms-segments';
import { useTranslation } from 'react-i18next';

/**
 * "N characters · M SMS" under an SMS text, with why Georgian costs more; `template` adds that the fields
 * are not filled in yet, so the sent text may be longer.
 */
export function SmsCounter({ text, template = false }: { text: string; template?: boolean }) {
  const { t } = useTranslation('kit');
  const count = countSms(text);
  const limits = SMS_LIMITS[count.encoding];
  const perSegment = count.segments > 1 ? limits.part : limits.single;
  const notes = [
    count.encoding === 'ucs2' ? t('sms.unicode', { perSegment }) : null,
    template ? t('sms.placeholders') : null,
  ].filter(Boolean);
  return (
    <Typography variant="caption" color="text.secondary" component="p" role="status" aria-live="polite">
      <span>{t('sms.counter', { characters: count.units, segments: count.segments })}</span>
      {notes.length > 0 && <span> — {notes.join('; ')}</span>}
    </Typography>
  );
}
