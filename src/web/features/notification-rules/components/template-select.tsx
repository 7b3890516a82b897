import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { NotificationRuleInput } from '@shared/notifications/rules';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocTemplates } from '../../templates';

/** An SMS or e-mail document template for the rule, or none: the built-in text. */
export function TemplateSelect({
  control,
  channel,
}: {
  control: Control<NotificationRuleInput>;
  channel: 'sms' | 'email';
}) {
  const { t } = useTranslation('notificationRules');
  const templates = useDocTemplates(channel);
  const { field } = useController({
    control,
    name: channel === 'sms' ? 'sms_template_id' : 'email_template_id',
  });
  const rows = templates.data ?? [];
  // Until the list has loaded there is no option for the chosen id; MUI would warn about an unknown value.
  const value = rows.some((row) => row.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      label={t(channel === 'sms' ? 'fields.sms_template' : 'fields.email_template')}
      name={field.name}
      value={value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      helperText={templates.isError ? t('common:load_failed') : t('hints.template')}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">
        <em>{t('built_in')}</em>
      </MenuItem>
      {rows.map((row) => (
        <MenuItem key={row.id} value={row.id}>
          {t('template_language', { name: row.name, language: t(`languages.${row.language}`) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
