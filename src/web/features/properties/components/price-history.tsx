import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PropertyDetail } from '@shared/properties/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';
import { MoneyText } from '../../../components/money-text';

/** Every price the unit has had, newest first. */
export function PriceHistory({ entries }: { entries: PropertyDetail['price_history'] }) {
  const { t } = useTranslation('properties');
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('history.title')}
      </Typography>
      <Table size="small" aria-label={t('history.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.date')}</TableCell>
            <TableCell>{t('history.reason')}</TableCell>
            <TableCell align="right">{t('fields.total_price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...entries].reverse().map((entry) => (
            <TableRow key={entry.created_at + entry.total_price}>
              <TableCell>{formatDateTime(entry.created_at)}</TableCell>
              <TableCell>{t(`history.reasons.${entry.reason}`, { defaultValue: entry.reason })}</TableCell>
              <TableCell align="right">
                <MoneyText value={entry.total_price} currency={entry.currency} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
