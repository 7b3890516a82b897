import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toMinor } from '@shared/money/money';
import type { SaleTotals } from '@shared/sales/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { MoneyText } from '../../../../components/money-text';

type Query = {
  data: SaleTotals | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

function Figure({ label, children, danger }: { label: string; children: ReactNode; danger?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: 500, color: danger ? 'error.main' : undefined }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** Count, price, paid, debt and overdue of the filtered sales, one line per currency. */
export function SalesTotalsBar({ query }: { query: Query }) {
  const { t } = useTranslation('sales');
  const { t: tc } = useTranslation('common');
  const totals = query.data;
  return (
    <Paper
      variant="outlined"
      sx={{ mb: 2, position: 'relative' }}
      role="region"
      aria-label={t('totals.title')}
    >
      {query.isFetching && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          aria-label={t('totals.loading')}
        />
      )}
      {query.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {tc('actions.retry')}
            </Button>
          }
        >
          {isApiError(query.error) ? query.error.message : t('totals.failed')}
        </Alert>
      ) : !totals ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {t('totals.loading')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, p: 1.5, alignItems: 'flex-start' }}>
          <Figure label={t('totals.count')}>{totals.count}</Figure>
          {totals.per_currency.map((row) => (
            <Stack
              key={row.currency}
              role="group"
              aria-label={row.currency}
              direction="row"
              sx={{ gap: 2, pl: 3, borderLeft: 1, borderColor: 'divider', flexWrap: 'wrap' }}
            >
              <Figure label={t('totals.currency')}>
                {row.currency} · {row.count}
              </Figure>
              <Figure label={t('totals.price')}>
                <MoneyText value={row.price} currency={row.currency} />
              </Figure>
              <Figure label={t('totals.paid')}>
                <MoneyText value={row.paid} currency={row.currency} />
              </Figure>
              <Figure label={t('totals.debt')} danger={toMinor(row.debt) > 0n}>
                <MoneyText value={row.debt} currency={row.currency} />
              </Figure>
              <Figure label={t('totals.overdue')} danger={row.overdue_count > 0}>
                {row.overdue_count}
              </Figure>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
