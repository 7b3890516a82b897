import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SaleDetail } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { useMayAct, useMaySee } from '../../../../lib/auth/permissions';
import { Panel } from '../../sale/components/panel';
import { AutoNotificationsSwitch } from './auto-notifications-switch';
import { PlannedNotice } from './planned-notice';
import { SendNoticeButtons } from './send-notice-buttons';
import { SentNotices } from './sent-notices';

/** The sale's notifications: the automatic switch, what goes next, what went, and the manual sends. */
export function SaleNotifications({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('saleNotices');
  const mayAct = useMayAct();
  const readsLog = useMaySee()('view_notification_logs');
  const live = !sale.deleted_at && sale.status !== 'canceled';
  return (
    <Panel
      title={t('title')}
      actions={live && mayAct('send_notifications') && <SendNoticeButtons sale={sale} />}
    >
      <AutoNotificationsSwitch sale={sale} canChange={live && mayAct('edit_sales', 'send_notifications')} />
      {!sale.notifications_enabled && (
        <Typography variant="body2" color="text.secondary">
          {t('auto.off_hint')}
        </Typography>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: readsLog ? 5 : 12 }}>
          <PlannedNotice sale={sale} />
        </Grid>
        {readsLog && (
          <Grid size={{ xs: 12, md: 7 }}>
            <SentNotices saleId={sale.id} />
          </Grid>
        )}
      </Grid>
    </Panel>
  );
}
