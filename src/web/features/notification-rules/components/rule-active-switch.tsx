import Switch from '@mui/material/Switch';
import type { NotificationRule } from '@shared/notifications/rules';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useSaveRule } from '../api/save-rule';
import { ruleInput } from './rule-form-dialog';

/** Switches a rule on or off in the list, without opening it. */
export function RuleActiveSwitch({
  rule,
  label,
  canEdit,
}: {
  rule: NotificationRule;
  label: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('notificationRules');
  const save = useSaveRule();
  const toast = useToast();
  const fail = useFailureHandler();
  const toggle = (active: boolean) =>
    save.mutateAsync({ id: rule.id, body: { ...ruleInput(rule), active } }).then(
      () => toast.success(t(active ? 'activated' : 'deactivated')),
      (error: unknown) => fail(error),
    );
  return (
    <Switch
      size="small"
      checked={save.isPending ? !rule.active : rule.active}
      disabled={!canEdit || save.isPending}
      onChange={(_event, checked) => void toggle(checked)}
      slotProps={{ input: { 'aria-label': `${t('fields.active')}: ${label}` } }}
    />
  );
}
