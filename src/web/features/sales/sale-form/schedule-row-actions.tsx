import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ScheduleRowDraft } from './schedule-draft';
import type { ScheduleEditing } from './use-schedule-editing';

type Props = {
  row: ScheduleRowDraft;
  index: number;
  editing: ScheduleEditing;
  /** The last row may not be removed. */
  onlyRow: boolean;
  disabled?: boolean;
};

/** A row's buttons: apply or cancel while it is edited; otherwise edit or remove. */
export function ScheduleRowActions({ row, index, editing, onlyRow, disabled }: Props) {
  const { t } = useTranslation('sale');
  const number = index + 1;
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {editing.editing?.index === index ? (
        <>
          <Tooltip title={t('schedule.apply')}>
            <span>
              <IconButton
                size="small"
                color="primary"
                aria-label={t('schedule.apply_row', { number })}
                onClick={editing.apply}
                disabled={!editing.editingValid}
              >
                <CheckOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('schedule.cancel_edit')}>
            <IconButton
              size="small"
              aria-label={t('schedule.cancel_row', { number })}
              onClick={() => editing.setEditing(null)}
            >
              <CloseOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ) : (
        <>
          <Tooltip title={t('schedule.edit_row_hint')}>
            <IconButton
              size="small"
              aria-label={t('schedule.edit_row', { number })}
              onClick={() => editing.setEditing({ index, date: row.date, amount: row.amount })}
              disabled={disabled}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('schedule.remove_row_hint')}>
            <span>
              <IconButton
                size="small"
                color="error"
                aria-label={t('schedule.remove_row', { number })}
                onClick={() => editing.removeRow(index)}
                disabled={disabled || onlyRow}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
    </TableCell>
  );
}
