import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Currency } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { runningTotals, type ScheduleState } from './schedule-draft';
import { ScheduleRow } from './schedule-row';
import type { ScheduleEditing } from './use-schedule-editing';

type Props = {
  state: ScheduleState;
  currency: Currency;
  editing: ScheduleEditing;
  editableRows: boolean;
  disabled?: boolean;
};

/** The instalments with their running total, and a footer comparing their sum with what it must be. */
export function ScheduleTable({ state, currency, editing, editableRows, disabled }: Props) {
  const { t } = useTranslation('sale');
  const totals = runningTotals(state.rows);
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={t('schedule.preview')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('schedule.number')}</TableCell>
            <TableCell>{t('schedule.date')}</TableCell>
            <TableCell align="right">{t('schedule.amount')}</TableCell>
            <TableCell align="right">{t('schedule.running_total')}</TableCell>
            {editableRows && <TableCell align="right">{t('schedule.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {state.rows.map((row, index) => (
            <ScheduleRow
              key={index}
              row={row}
              index={index}
              runningTotal={totals[index]}
              currency={currency}
              editing={editing}
              editableRows={editableRows}
              onlyRow={state.rows.length === 1}
              disabled={disabled}
            />
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>{t('schedule.count_total', { n: state.rows.length })}</TableCell>
            <TableCell
              align="right"
              sx={{ color: state.problem?.field === 'rows' ? 'error.main' : undefined }}
            >
              <MoneyText value={state.sum} currency={currency} />
            </TableCell>
            <TableCell align="right">
              {t('schedule.of_total')} <MoneyText value={state.expected} currency={currency} />
            </TableCell>
            {editableRows && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
