import Box from '@mui/material/Box';
import { formatAmount, formatMoney, type Currency } from '@shared/money/money';

export type MoneyTextProps = {
  /** A decimal string as the API sends it (or a number); null or '' shows nothing. */
  value: string | number | null | undefined;
  currency?: Currency;
};

/** An amount as "1,234,567.50 ₾" (spec §9), in digits of equal width so columns line up. */
export function MoneyText({ value, currency }: MoneyTextProps) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {currency ? formatAmount(value, currency) : formatMoney(value)}
    </Box>
  );
}
