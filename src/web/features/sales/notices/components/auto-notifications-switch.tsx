import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SaleDetail } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { useSetSaleNotifications } from '../api/set-sale-notifications';

/** The sale's own "send reminders automatically"; read-only for a user who may not change it. */
export function AutoNotificationsSwitch({ sale, canChange }: { sale: SaleDetail; canChange: boolean }) {
  const { t } = useTranslation('saleNotices');
  const change = useSetSaleNotifications(sale.id);
  const toast = useToast();
  const fail = useFailureHandler();
  const toggle = (enabled: boolean) =>
    change.mutateAsync(enabled).then(
      () => toast.success(t(enabled ? 'auto.turned_on' : 'auto.turned_off')),
      (error: unknown) => fail(error),
    );
  return (
    <FormControlLabel
      control={
        <Switch
          checked={change.isPending ? change.variables : sale.notifications_enabled}
          onChange={(_event, checked) => void toggle(checked)}
          disabled={!canChange || change.isPending}
        />
      }
      label={t('auto.label')}
    />
  );
}
