import { useTranslation } from 'react-i18next';

/** A rule's days relative to the due date in words: "3 days before the due date", "on the due date"... */
export function useRuleWhen() {
  const { t } = useTranslation('notificationRules');
  return (offset: number) => {
    if (offset === 0) return t('when.on_due');
    const days = Math.abs(offset);
    const side = offset < 0 ? 'before' : 'after';
    return days === 1 ? t(`when.${side}_single`) : t(`when.${side}`, { count: days });
  };
}
