import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ruRU } from '@mui/x-date-pickers/locales';
import { toLocale, type Locale } from '@shared/i18n/locales';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ka';
import 'dayjs/locale/ru';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** dayjs locales whose week starts on Monday (spec §9); British English rather than US English for that. */
const ADAPTER_LOCALES: Record<Locale, string> = { ka: 'ka', en: 'en-gb', ru: 'ru' };

/** Date pickers speak the interface language; put it once above every page that has dates. */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('kit');
  const locale = toLocale(i18n.language);
  const localeText = useMemo(
    () => ({
      ...(locale === 'ru' ? ruRU.components.MuiLocalizationProvider.defaultProps.localeText : {}),
      cancelButtonLabel: t('date.pickerText.cancel'),
      clearButtonLabel: t('date.pickerText.clear'),
      okButtonLabel: t('date.pickerText.ok'),
      todayButtonLabel: t('date.pickerText.today'),
      previousMonth: t('date.pickerText.previousMonth'),
      nextMonth: t('date.pickerText.nextMonth'),
      openDatePickerDialogue: () => t('date.pickerText.openCalendar'),
      fieldDayPlaceholder: () => t('date.pickerText.dayPlaceholder'),
      fieldMonthPlaceholder: () => t('date.pickerText.monthPlaceholder'),
      fieldYearPlaceholder: () => t('date.pickerText.yearPlaceholder'),
      day: t('date.pickerText.day'),
      month: t('date.pickerText.month'),
      year: t('date.pickerText.year'),
    }),
    [t, locale],
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALES[locale]}
      localeText={localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
