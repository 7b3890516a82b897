import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RULE_TYPES, type NotificationRuleInput, type RuleType } from '@shared/notifications/rules';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '../../../components/form/field-label';
import { useErrorText } from '../../../components/form/use-error-text';
import { useRuleWhen } from './use-rule-when';

type Props = { control: Control<NotificationRuleInput> };

const signOf = (type: RuleType) => (type === 'reminder' ? -1 : 1);

/** Reminder or overdue letter; switching keeps the days and moves them to the other side of the due date. */
export function RuleTypeField({ control }: Props) {
  const { t } = useTranslation('notificationRules');
  const type = useController({ control, name: 'type' }).field;
  const days = useController({ control, name: 'days_offset' }).field;
  return (
    <TextField
      select
      label={<FieldLabel label={t('fields.type')} required />}
      name={type.name}
      value={type.value}
      inputRef={type.ref}
      onBlur={type.onBlur}
      disabled={type.disabled}
      onChange={(event) => {
        const next = event.target.value as RuleType;
        type.onChange(next);
        days.onChange(signOf(next) * Math.abs(Number(days.value) || 0));
      }}
    >
      {RULE_TYPES.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`types.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The days as a count without a sign (a person says "3 days before", not "−3"); the rule's type gives the
 * side. Below it, the rule in words ("on the due date" for 0), or the range when the count is out of it.
 */
export function RuleDaysField({ control }: Props) {
  const { t } = useTranslation('notificationRules');
  const errorText = useErrorText();
  const type = useWatch({ control, name: 'type' });
  const { field, fieldState } = useController({ control, name: 'days_offset' });
  const when = useRuleWhen();
  const raw = field.value === '' || field.value === undefined ? '' : Math.abs(Number(field.value));
  const message = fieldState.error?.message;
  const error = message?.startsWith('notification_rules.') ? t(`errors.offset_${type}`) : errorText(message);
  return (
    <TextField
      type="number"
      label={<FieldLabel label={t('fields.days')} required />}
      name={field.name}
      value={raw}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? '' : signOf(type) * Math.abs(Number(event.target.value)))
      }
      slotProps={{ htmlInput: { min: type === 'reminder' ? 0 : 1, max: type === 'reminder' ? 60 : 365 } }}
      error={error !== undefined}
      helperText={error ?? (raw === '' ? ' ' : when(Number(field.value)))}
    />
  );
}
