import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatAmount } from '@shared/money/money';
import type { LateLedger, OverdueSaleRow } from '@shared/payments/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../../components/money-text';

/** "Renovation «Turnkey»", "Sale instalments": what one late ledger is. */
const ledgerName = (t: TFunction<'sales'>, ledger: LateLedger) =>
  ledger.title
    ? t('overdue.late_titled', { what: t(`overdue.late_kinds.${ledger.kind}`), title: ledger.title })
    : t(`overdue.late_kinds.${ledger.kind}`);

/**
 * "What is late" (decision 022): each late ledger of the sale on a line of its own with its own debt, in
 * its own currency, and days; in the Excel export the same lines joined by "; ".
 */
export function useLateLedgersColumn(): GridColDef<OverdueSaleRow> {
  const { t } = useTranslation('sales');
  return {
    field: 'late',
    headerName: t('overdue.late'),
    flex: 1,
    minWidth: 280,
    sortable: false,
    valueGetter: (late: LateLedger[]) =>
      late
        .map((ledger) =>
          t('overdue.late_line', {
            what: ledgerName(t, ledger),
            amount: formatAmount(ledger.debt, ledger.currency),
            days: t('days', { count: ledger.overdue_days }),
          }),
        )
        .join('; '),
    renderCell: ({ row }) => (
      <Stack sx={{ py: 0.5 }}>
        {row.late.map((ledger) => (
          <Box key={`${ledger.kind}-${ledger.id}`} component="span">
            {ledgerName(t, ledger)}:{' '}
            <Box component="span" sx={{ color: 'error.main', fontWeight: 500 }}>
              <MoneyText value={ledger.debt} currency={ledger.currency} /> ·{' '}
              {t('days', { count: ledger.overdue_days })}
            </Box>
          </Box>
        ))}
      </Stack>
    ),
  };
}
