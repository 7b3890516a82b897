import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PriceListItem, PriceRowError, PriceTotals } from '@shared/prices/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { catalogueText } from '../../../i18n/catalogue-text';

type Props = {
  items: readonly PriceListItem[];
  totals: PriceTotals;
  errors?: readonly PriceRowError[];
};

/** A difference in red when the price drops, in green when it rises. */
function Difference({ value, currency }: { value: string; currency: PriceListItem['currency'] }) {
  const negative = value.trim().startsWith('-');
  const zero = Number(value) === 0;
  return (
    <Box component="span" sx={{ color: zero ? undefined : negative ? 'error.main' : 'success.main' }}>
      {!negative && !zero && '+'}
      <MoneyText value={value} currency={currency} />
    </Box>
  );
}

/**
 * The bad rows of a spreadsheet (or a rule) with their line numbers and reasons. The server's message
 * already says "Line 5: ..."; with the line in its own column the reason is its key, translated.
 */
export function PriceRowErrors({ errors }: { errors: readonly PriceRowError[] }) {
  const { t, i18n } = useTranslation('prices');
  if (errors.length === 0) return null;
  const title = t('errors_title', { count: errors.length });
  return (
    <Alert severity="error" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{title}</AlertTitle>
      <TableContainer sx={{ maxHeight: 240 }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 120 }}>{t('fields.line')}</TableCell>
              <TableCell>{t('fields.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, index) => (
              <TableRow key={`${error.line ?? 'all'}-${index}`}>
                <TableCell>{error.line ?? t('whole_list')}</TableCell>
                <TableCell>
                  {(error.line !== null && catalogueText(i18n, error.reason_key)) || error.message}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Alert>
  );
}

/** Old price, new price and difference per unit, the totals per currency, then the bad rows. */
export function PriceChanges({ items, totals, errors = [] }: Props) {
  const { t } = useTranslation('prices');
  return (
    <Stack sx={{ gap: 2 }}>
      <PriceRowErrors errors={errors} />
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('preview_empty')}</Typography>
      ) : (
        <>
          {totals.map((total) => (
            <Typography key={total.currency} variant="body2" data-testid={`totals-${total.currency}`}>
              {t('totals', { currency: total.currency, count: total.count })} —{' '}
              <MoneyText value={total.old_total} currency={total.currency} /> →{' '}
              <MoneyText value={total.new_total} currency={total.currency} /> (
              <Difference value={total.difference} currency={total.currency} />)
            </Typography>
          ))}
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={t('preview_table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.block')}</TableCell>
                  <TableCell>{t('fields.floor')}</TableCell>
                  <TableCell>{t('fields.number')}</TableCell>
                  <TableCell align="right">{t('fields.old_price_per_m2')}</TableCell>
                  <TableCell align="right">{t('fields.new_price_per_m2')}</TableCell>
                  <TableCell align="right">{t('fields.old_total_price')}</TableCell>
                  <TableCell align="right">{t('fields.new_total_price')}</TableCell>
                  <TableCell align="right">{t('fields.difference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.property_id}>
                    <TableCell>{item.block}</TableCell>
                    <TableCell>{item.floor}</TableCell>
                    <TableCell>{item.number}</TableCell>
                    <TableCell align="right">
                      <MoneyText value={item.old_price_per_m2} currency={item.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <MoneyText value={item.new_price_per_m2} currency={item.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <MoneyText value={item.old_total_price} currency={item.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <MoneyText value={item.new_total_price} currency={item.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <Difference value={item.difference} currency={item.currency} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
