import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Currency } from '@shared/money/money';
import { repeatedNumbers, type PlanUnit } from '@shared/properties/bulk-plan';
import { sumDecimals } from '@shared/properties/pricing';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';

/** What saving the template will create, as the shared plan computes it (the server uses the same). */
export function BulkPreview({ units, currency }: { units: readonly PlanUnit[]; currency: Currency }) {
  const { t } = useTranslation('properties');
  const repeated = repeatedNumbers(units);
  return (
    <>
      <Typography variant="body2">
        {t('bulk.summary', { count: units.length })}{' '}
        <MoneyText value={sumDecimals(units.map((unit) => unit.total_price))} currency={currency} />
      </Typography>
      {repeated.length > 0 && (
        <Alert severity="error">{t('bulk.repeated', { numbers: repeated.join(', ') })}</Alert>
      )}
      <TableContainer sx={{ maxHeight: 280 }}>
        <Table size="small" stickyHeader aria-label={t('bulk.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.floor')}</TableCell>
              <TableCell>{t('fields.number')}</TableCell>
              <TableCell align="right">{t('fields.total_area')}</TableCell>
              <TableCell align="right">{t('fields.price_per_m2')}</TableCell>
              <TableCell align="right">{t('fields.total_price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {units.map((unit) => (
              <TableRow key={`${unit.floor}-${unit.number}`}>
                <TableCell>{unit.floor}</TableCell>
                <TableCell>{unit.number}</TableCell>
                <TableCell align="right">{unit.total_area}</TableCell>
                <TableCell align="right">
                  <MoneyText value={unit.price_per_m2} />
                </TableCell>
                <TableCell align="right">
                  <MoneyText value={unit.total_price} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
