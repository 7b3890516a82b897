import { addMonths, isIsoDate } from '@shared/dates/date-formats';
import { roundHalfUp } from '@shared/money/money';
import { useState, type KeyboardEvent } from 'react';
import { isAmount, type ScheduleDraft, type ScheduleRowDraft } from './schedule-draft';

/** The row being edited by hand, with what has been typed so far. */
export type RowEdit = { index: number; date: string; amount: string };

export type ScheduleEditing = ReturnType<typeof useScheduleEditing>;

/**
 * The changes a user makes to a schedule draft: a new generator input drops the hand-edited rows; a row is
 * opened, typed into, applied (Enter) or cancelled (Escape); rows are added after the last one or removed.
 */
export function useScheduleEditing(
  draft: ScheduleDraft,
  onChange: (draft: ScheduleDraft) => void,
  rows: ScheduleRowDraft[],
) {
  const [editing, setEditing] = useState<RowEdit | null>(null);

  const setInput = (patch: Partial<ScheduleDraft>) => {
    setEditing(null);
    onChange({ ...draft, ...patch, rows: null, current: false });
  };
  const setRows = (next: ScheduleRowDraft[]) => onChange({ ...draft, rows: next, current: false });

  const apply = () => {
    if (!editing || !isIsoDate(editing.date) || !isAmount(editing.amount)) return;
    const amount = roundHalfUp(editing.amount.trim());
    const next = rows.map((row, i) => (i === editing.index ? { ...row, date: editing.date, amount } : row));
    setEditing(null);
    setRows(next);
  };
  const onEditKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setEditing(null);
    }
  };
  const addRow = () => {
    const last = rows.at(-1);
    const date = last && isIsoDate(last.date) ? addMonths(last.date, 1) : '';
    setRows([...rows, { date, amount: '0.00', first: false }]);
    setEditing({ index: rows.length, date, amount: '' });
  };
  const removeRow = (index: number) => {
    setEditing(null);
    setRows(rows.filter((_, i) => i !== index));
  };

  const editingValid = editing !== null && isIsoDate(editing.date) && isAmount(editing.amount);

  return { editing, setEditing, editingValid, setInput, apply, onEditKey, addRow, removeRow };
}
