import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Currency } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date/date-input';
import { useErrorText } from '../../../components/form/use-error-text';
import { MoneyText } from '../../../components/money-text';
import { isAmount, type ScheduleRowDraft } from './schedule-draft';
import { ScheduleRowActions } from './schedule-row-actions';
import type { ScheduleEditing } from './use-schedule-editing';

type Props = {
  row: ScheduleRowDraft;
  index: number;
  /** The sum of this row and every row before it. */
  runningTotal: string | undefined;
  currency: Currency;
  editing: ScheduleEditing;
  editableRows: boolean;
  onlyRow: boolean;
  disabled?: boolean;
};

/** One instalment: shown, or with its date and amount open for editing. */
export function ScheduleRow({
  row,
  index,
  runningTotal,
  currency,
  editing,
  editableRows,
  onlyRow,
  disabled,
}: Props) {
  const { t } = useTranslation('sale');
  const errorText = useErrorText();
  const number = index + 1;
  const edit = editing.editing?.index === index ? editing.editing : null;
  return (
    <TableRow selected={edit !== null}>
      <TableCell>
        {number}
        {row.first && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('schedule.first')}
          </Typography>
        )}
      </TableCell>
      {edit ? (
        <>
          <TableCell onKeyDown={editing.onEditKey} sx={{ minWidth: 170 }}>
            <DateInput
              size="small"
              label={t('schedule.date_of', { number })}
              value={edit.date}
              onChange={(date) => editing.setEditing({ ...edit, date })}
            />
          </TableCell>
          <TableCell align="right" onKeyDown={editing.onEditKey}>
            <TextField
              size="small"
              autoFocus
              label={t('schedule.amount_of', { number })}
              value={edit.amount}
              onChange={(e) => editing.setEditing({ ...edit, amount: e.target.value })}
              error={edit.amount !== '' && !isAmount(edit.amount)}
              helperText={
                edit.amount !== '' && !isAmount(edit.amount)
                  ? errorText('validation.invalid_format')
                  : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              autoComplete="off"
            />
          </TableCell>
        </>
      ) : (
        <>
          <TableCell>{row.date}</TableCell>
          <TableCell align="right">
            {isAmount(row.amount) ? <MoneyText value={row.amount} currency={currency} /> : row.amount}
          </TableCell>
        </>
      )}
      <TableCell align="right">
        <MoneyText value={runningTotal} currency={currency} />
      </TableCell>
      {editableRows && (
        <ScheduleRowActions row={row} index={index} editing={editing} onlyRow={onlyRow} disabled={disabled} />
      )}
    </TableRow>
  );
}
