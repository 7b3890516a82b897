import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { NOTIFICATION_CHANNELS } from '@shared/notifications/messages';
import {
  notificationRuleBody,
  type NotificationRule,
  type NotificationRuleInput,
} from '@shared/notifications/rules';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { CheckboxGroup } from '../../../components/form/checkbox-group';
import { FieldLabel } from '../../../components/form/field-label';
import { FormSwitch } from '../../../components/form/form-switch';
import { useErrorText } from '../../../components/form/use-error-text';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useSaveRule } from '../api/save-rule';
import { RuleDaysField, RuleTypeField } from './rule-fields';
import { TemplateSelect } from './template-select';

const blank: NotificationRuleInput = {
  type: 'reminder',
  days_offset: -3,
  channels: ['sms'],
  sms_template_id: null,
  email_template_id: null,
  create_task: false,
  active: true,
};

/** What the form edits. */
export const ruleInput = (rule: NotificationRule): NotificationRuleInput => ({
  type: rule.type,
  days_offset: rule.days_offset,
  channels: rule.channels,
  sms_template_id: rule.sms_template_id,
  email_template_id: rule.email_template_id,
  create_task: rule.create_task,
  active: rule.active,
});

function ChannelsField({ control }: { control: Control<NotificationRuleInput> }) {
  const { t } = useTranslation('notificationRules');
  const { field, fieldState } = useController({ control, name: 'channels' });
  return (
    <CheckboxGroup
      label={<FieldLabel label={t('fields.channels')} required />}
      options={NOTIFICATION_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))}
      value={field.value}
      onChange={field.onChange}
      error={useErrorText()(fieldState.error?.message)}
    />
  );
}

/** Adds a rule, or edits the one given: when it sends, over which channels, with which templates. */
export function RuleFormDialog({ rule, onClose }: { rule: NotificationRule | null; onClose: () => void }) {
  const { t } = useTranslation('notificationRules');
  const form = useForm<NotificationRuleInput, unknown, z.output<typeof notificationRuleBody>>({
    resolver: zodResolver(notificationRuleBody),
    defaultValues: rule ? ruleInput(rule) : blank,
  });
  const channels = useWatch({ control: form.control, name: 'channels' });
  // A task for the sale's manager exists only with the tasks module.
  const tasksOn = useAppConfig().modules.tasks;
  const save = useSaveRule();
  const submit = useSaveAndClose(form, (body) => save.mutateAsync({ id: rule?.id ?? null, body }), onClose);
  return (
    <FormDialog
      open
      title={rule ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <RuleTypeField control={form.control} />
        <RuleDaysField control={form.control} />
      </Stack>
      <ChannelsField control={form.control} />
      {channels.includes('sms') && <TemplateSelect control={form.control} channel="sms" />}
      {channels.includes('email') && <TemplateSelect control={form.control} channel="email" />}
      {tasksOn && <FormSwitch name="create_task" control={form.control} label={t('fields.create_task')} />}
      <FormSwitch name="active" control={form.control} label={t('fields.active')} />
    </FormDialog>
  );
}
