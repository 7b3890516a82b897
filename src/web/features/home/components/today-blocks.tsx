import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TodayWork } from '@shared/reports/contracts';
import { formatMoney } from '@shared/money/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useAppConfig } from '../../../lib/config/get-app-config';
import { canOpen } from '../../../lib/routing/can-open';
import { paths, pathTo } from '../../../lib/routing/paths';
import { formatDate } from '../../../components/format-date-time';
import { WorkBlock } from './work-block';

type Amount = { currency: string; amount: string };

function Amounts({ amounts }: { amounts: Amount[] }) {
  const { t } = useTranslation('home');
  if (amounts.length === 0) return <Typography color="text.secondary">{t('nothing')}</Typography>;
  return (
    <>
      {amounts.map((a) => (
        <Typography key={a.currency} variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(a.amount)} {a.currency}
        </Typography>
      ))}
    </>
  );
}

/**
 * Where a block's link goes: the sales list filtered to the instalments due (the blocks come only with a
 * sales permission), the overdue follow-up, and the payments register of /reports when the user may open it.
 */
function useLinks() {
  const user = useCurrentUser();
  const config = useAppConfig();
  const reports = canOpen(paths.reports.list, user, config);
  return {
    due: (from: string, to: string) => `${paths.sales.list.path}?due_from=${from}&due_to=${to}`,
    overdue: canOpen(paths.sales.overdue, user, config)
      ? paths.sales.overdue.path
      : `${paths.sales.list.path}?overdue=true`,
    payments: reports ? `${paths.reports.list.path}?tab=payments&period=last_month` : paths.sales.list.path,
  };
}

/**
 * The blocks of today's work, each only when the server answered it (it leaves out what the user's
 * permissions do not cover). Other features add their blocks to the list in home-page.tsx.
 */
export function useTodayBlocks(work: TodayWork | undefined): { id: string; block: ReactNode }[] {
  const { t } = useTranslation('home');
  const links = useLinks();
  if (!work) return [];
  const blocks: { id: string; block: ReactNode }[] = [];
  if (work.due_today)
    blocks.push({
      id: 'due-today',
      block: (
        <WorkBlock
          title={t('due_today', { count: work.due_today.count })}
          link={{ to: links.due(work.today, work.today), label: t('open_list') }}
        >
          <Amounts amounts={work.due_today.amounts} />
        </WorkBlock>
      ),
    });
  if (work.due_this_week)
    blocks.push({
      id: 'due-week',
      block: (
        <WorkBlock
          title={t('due_week', { count: work.due_this_week.count })}
          link={{ to: links.due(work.today, work.week_end), label: t('open_list') }}
        >
          <Amounts amounts={work.due_this_week.amounts} />
        </WorkBlock>
      ),
    });
  if (work.overdue)
    blocks.push({
      id: 'overdue',
      block: (
        <WorkBlock
          title={t('overdue', { count: work.overdue.count })}
          link={{ to: links.overdue, label: t('open_list') }}
        >
          <Amounts amounts={work.overdue.amounts} />
          {work.overdue.amounts.map((a) => (
            <Box
              key={a.currency}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, mt: 1 }}
            >
              {(['overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90'] as const).map((k) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t(`ageing.${k}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(a[k])} {a.currency}
                  </Typography>
                </Box>
              ))}
            </Box>
          ))}
        </WorkBlock>
      ),
    });
  if (work.bookings_expiring)
    blocks.push({
      id: 'bookings',
      block: (
        <WorkBlock
          title={t('bookings_expiring', { count: work.bookings_expiring.rows.length })}
          link={{
            to: `${paths.bookings.list.path}?status=active&date_from=${work.today}`,
            label: t('open_list'),
          }}
        >
          {work.bookings_expiring.rows.length === 0 ? (
            <Typography color="text.secondary">{t('nothing')}</Typography>
          ) : (
            work.bookings_expiring.rows.map((b) => (
              <Typography key={b.id} variant="body2">
                {formatDate(b.date_to)} · {b.property} · {b.customer}
              </Typography>
            ))
          )}
        </WorkBlock>
      ),
    });
  if (work.latest_payments)
    blocks.push({
      id: 'payments',
      block: (
        <WorkBlock title={t('latest_payments')} link={{ to: links.payments, label: t('open_list') }}>
          {work.latest_payments.length === 0 ? (
            <Typography color="text.secondary">{t('nothing')}</Typography>
          ) : (
            work.latest_payments.map((p) => (
              <Box key={p.payment_id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {formatDate(p.date)} ·{' '}
                  <Link component={RouterLink} to={pathTo(paths.sales.detail, { id: p.sale_id })}>
                    {p.contract_no}
                  </Link>
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatMoney(p.amount)} {p.currency}
                </Typography>
              </Box>
            ))
          )}
        </WorkBlock>
      ),
    });
  return blocks;
}
