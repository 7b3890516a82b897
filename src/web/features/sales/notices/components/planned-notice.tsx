import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaleDetail } from '@shared/sales/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../../components/money-text';
import { usePlannedReminder } from '../api/get-planned-reminder';

/** What the automated run will send next for this sale: when, why, for which instalment, over which channels. */
export function PlannedNotice({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('saleNotices');
  const planned = usePlannedReminder(sale.id);
  const next = planned.data;
  const body = !sale.notifications_enabled ? (
    <Typography variant="body2" color="text.secondary">
      {t('planned.off')}
    </Typography>
  ) : planned.isPending ? (
    <Typography variant="body2">…</Typography>
  ) : planned.isError ? (
    <Typography variant="body2" color="error">
      {t('planned.load_failed')}
    </Typography>
  ) : !next ? (
    <Typography variant="body2" color="text.secondary">
      {t('planned.none')}
    </Typography>
  ) : (
    <>
      <Typography variant="body2">
        <strong>{next.date}</strong> · {t(`types.${next.type}`)} ·{' '}
        {next.channels.map((channel) => t(`channels.${channel}`)).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('planned.instalment', { number: next.instalment.number, due_date: next.instalment.due_date })} ·{' '}
        <MoneyText value={next.instalment.amount} currency={sale.payment_ccy} />
      </Typography>
    </>
  );
  return (
    <Stack component="section" aria-label={t('planned.title')} sx={{ gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {t('planned.title')}
      </Typography>
      {body}
    </Stack>
  );
}
