import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toMinor, type Currency } from '@shared/money/money';
import type { PaymentCalculation } from '@shared/payments/contracts';
import type { SaleDetail } from '@shared/sales/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { MoneyText } from '../../../../components/money-text';
import type { useCalculation } from '../api/payment-api';

/** The lari a unit of each foreign currency of the payment costs, as a cashier says it: 1 USD = 2.70 GEL. */
function rateLine(c: PaymentCalculation, t: TFunction<'payments'>): string {
  const pairs: [Currency, string][] = [
    [c.currency, c.payment_rate],
    [c.sale_currency, c.sale_rate],
  ];
  return pairs
    .filter(([currency]) => currency !== 'GEL')
    .map(([currency, rate]) => t('calc.rate_line', { currency, rate: rateText(rate) }))
    .join(', ');
}

/** A rate with at least the two decimals of a price board: 2.7 reads 2.70, 2.7015 stays. */
const rateText = (rate: string) => {
  const [whole, fraction = ''] = rate.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};

/**
 * What a new payment would do: the amount converted into the sale's currency, the instalments it covers,
 * the debt left. Until the rates a conversion needs are there (`rate`), it says so and shows no figure:
 * an earlier answer in another currency must not stand for this one.
 */
export function CalculationPreview({
  sale,
  calculation,
  rate,
}: {
  sale: SaleDetail;
  calculation: ReturnType<typeof useCalculation>;
  rate: 'ready' | 'loading' | 'needed';
}) {
  const { t } = useTranslation('payments');
  const ccy = sale.payment_ccy;
  if (rate !== 'ready')
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {rate === 'loading' ? t('rate_loading') : t('calc.rate_needed')}
      </Typography>
    );
  if (calculation.fetchStatus === 'idle' && !calculation.data && !calculation.isError)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('calc.hint')}
      </Typography>
    );
  if (calculation.isError)
    return (
      <Alert severity="info">
        {isApiError(calculation.error) ? calculation.error.message : t('calc.failed')}
      </Alert>
    );
  const c = calculation.data;
  return (
    <Stack component="section" aria-label={t('calc.title')} sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('calc.title')}
      </Typography>
      {calculation.isFetching && <LinearProgress aria-label={t('calc.loading')} />}
      {c && (
        <>
          <Typography role="status">
            {t('calc.converted')} <MoneyText value={c.amount} currency={c.sale_currency} />
            {c.currency !== c.sale_currency && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {rateLine(c, t)}
              </Typography>
            )}
          </Typography>
          {c.covers.length > 0 ? (
            <Stack component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('calc.covers')}>
              {c.covers.map((row) => (
                <Typography component="li" variant="body2" key={row.number}>
                  {t('calc.cover_row', { number: row.number, date: row.due_date })}{' '}
                  <MoneyText value={row.amount} currency={ccy} />
                </Typography>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('calc.covers_none')}
            </Typography>
          )}
          <Typography variant="body2">
            {t('calc.debt_after')} <MoneyText value={c.debt_after} currency={ccy} />
          </Typography>
          {toMinor(c.credit) > 0n && (
            <Typography variant="body2" color="success.main">
              {t('calc.credit')} <MoneyText value={c.credit} currency={ccy} />
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
