import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { addMonths, isIsoDate } from '@shared/dates/date-formats';
import { roundHalfUp, type Currency } from '@shared/money/money';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date/date-input';
import { useErrorText } from '../../../components/form/use-error-text';
import { MoneyText } from '../../../components/money-text';
import { useProblemText } from './problem-text';
import {
  isAmount,
  runningTotals,
  type ScheduleDraft,
  type ScheduleRowDraft,
  type ScheduleState,
} from './schedule-draft';

type Props = {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
  /** evaluateSchedule(draft, context), computed by the form that also decides whether it may save. */
  state: ScheduleState;
  currency: Currency;
  /** Whether rows may be edited by hand; otherwise only the generator's inputs are taken. */
  editableRows?: boolean;
  /** What the server answered about the schedule (a message key or text). */
  serverError?: string;
  disabled?: boolean;
};

const INPUT_FIELDS = ['start_month', 'count', 'end_month', 'formula'] as const;

/**
 * The payment schedule: first month, number of instalments or last month, and the formula
 * (`1200:4,1700:3`), previewed live with the shared engine; rows can then be edited, added or removed by
 * hand, with the running total and a clear message when they no longer add up.
 */
export function ScheduleEditor({
  draft,
  onChange,
  state,
  currency,
  editableRows = true,
  serverError,
  disabled,
}: Props) {
  const { t } = useTranslation('sale');
  const problemText = useProblemText();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<{ index: number; date: string; amount: string } | null>(null);
  const problem = state.problem;
  const fieldProblem = (field: (typeof INPUT_FIELDS)[number]) =>
    problem && problem.field === field ? problemText(problem) : undefined;
  const otherProblem =
    problem && !(INPUT_FIELDS as readonly string[]).includes(problem.field)
      ? problemText(problem)
      : undefined;
  const totals = runningTotals(state.rows);

  const setInput = (patch: Partial<ScheduleDraft>) => {
    setEditing(null);
    onChange({ ...draft, ...patch, rows: null, current: false });
  };
  const setRows = (rows: ScheduleRowDraft[]) => onChange({ ...draft, rows, current: false });

  const apply = () => {
    if (!editing || !isIsoDate(editing.date) || !isAmount(editing.amount)) return;
    const amount = roundHalfUp(editing.amount.trim());
    const rows = state.rows.map((row, i) =>
      i === editing.index ? { ...row, date: editing.date, amount } : row,
    );
    setEditing(null);
    setRows(rows);
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
    const last = state.rows.at(-1);
    const date = last && isIsoDate(last.date) ? addMonths(last.date, 1) : '';
    setRows([...state.rows, { date, amount: '0.00', first: false }]);
    setEditing({ index: state.rows.length, date, amount: '' });
  };
  const removeRow = (index: number) => {
    setEditing(null);
    setRows(state.rows.filter((_, i) => i !== index));
  };

  const editingValid = editing !== null && isIsoDate(editing.date) && isAmount(editing.amount);

  return (
    <Stack sx={{ gap: 2 }} component="section" aria-label={t('schedule.title')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            fullWidth
            label={t('schedule.start_month')}
            placeholder={t('schedule.month_placeholder')}
            value={draft.start_month}
            onChange={(e) => setInput({ start_month: e.target.value })}
            error={fieldProblem('start_month') !== undefined}
            helperText={fieldProblem('start_month')}
            disabled={disabled}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={draft.by}
            onChange={(_, by: ScheduleDraft['by'] | null) => by && setInput({ by })}
            aria-label={t('schedule.length')}
            disabled={disabled}
            sx={{ mb: 1 }}
          >
            <ToggleButton value="count">{t('schedule.by_count')}</ToggleButton>
            <ToggleButton value="end">{t('schedule.by_end')}</ToggleButton>
          </ToggleButtonGroup>
          {draft.by === 'count' ? (
            <TextField
              fullWidth
              size="small"
              label={t('schedule.count')}
              value={draft.count}
              onChange={(e) => setInput({ count: e.target.value })}
              error={fieldProblem('count') !== undefined}
              helperText={fieldProblem('count')}
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoComplete="off"
            />
          ) : (
            <TextField
              fullWidth
              size="small"
              label={t('schedule.end_month')}
              placeholder={t('schedule.month_placeholder')}
              value={draft.end_month}
              onChange={(e) => setInput({ end_month: e.target.value })}
              error={fieldProblem('end_month') !== undefined}
              helperText={fieldProblem('end_month')}
              disabled={disabled}
              autoComplete="off"
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            label={t('schedule.formula')}
            placeholder="1200:4,1700:3"
            value={draft.formula}
            onChange={(e) => setInput({ formula: e.target.value })}
            error={fieldProblem('formula') !== undefined}
            helperText={fieldProblem('formula') ?? t('schedule.formula_hint')}
            disabled={disabled}
            autoComplete="off"
          />
        </Grid>
      </Grid>

      {state.edited && (
        <Alert
          severity="info"
          action={
            editableRows && (
              <Button
                color="inherit"
                size="small"
                startIcon={<RestartAltOutlined />}
                onClick={() => setInput({})}
                disabled={disabled}
              >
                {t('schedule.rebuild')}
              </Button>
            )
          }
        >
          {draft.current ? t('schedule.current_note') : t('schedule.edited_note')}
        </Alert>
      )}

      {state.rows.length > 0 && (
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
              {state.rows.map((row, index) => {
                const number = index + 1;
                const isEditing = editing?.index === index;
                return (
                  <TableRow key={index} selected={isEditing}>
                    <TableCell>
                      {number}
                      {row.first && (
                        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                          {t('schedule.first')}
                        </Typography>
                      )}
                    </TableCell>
                    {isEditing ? (
                      <>
                        <TableCell onKeyDown={onEditKey} sx={{ minWidth: 170 }}>
                          <DateInput
                            size="small"
                            label={t('schedule.date_of', { number })}
                            value={editing.date}
                            onChange={(date) => setEditing({ ...editing, date })}
                          />
                        </TableCell>
                        <TableCell align="right" onKeyDown={onEditKey}>
                          <TextField
                            size="small"
                            autoFocus
                            label={t('schedule.amount_of', { number })}
                            value={editing.amount}
                            onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
                            error={editing.amount !== '' && !isAmount(editing.amount)}
                            helperText={
                              editing.amount !== '' && !isAmount(editing.amount)
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
                          {isAmount(row.amount) ? (
                            <MoneyText value={row.amount} currency={currency} />
                          ) : (
                            row.amount
                          )}
                        </TableCell>
                      </>
                    )}
                    <TableCell align="right">
                      <MoneyText value={totals[index]} currency={currency} />
                    </TableCell>
                    {editableRows && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {isEditing ? (
                          <>
                            <Tooltip title={t('schedule.apply')}>
                              <span>
                                <IconButton
                                  size="small"
                                  color="primary"
                                  aria-label={t('schedule.apply_row', { number })}
                                  onClick={apply}
                                  disabled={!editingValid}
                                >
                                  <CheckOutlined fontSize="small" />
                                </IconButton>
                              </span>
                            </Tooltip>
                            <Tooltip title={t('schedule.cancel_edit')}>
                              <IconButton
                                size="small"
                                aria-label={t('schedule.cancel_row', { number })}
                                onClick={() => setEditing(null)}
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
                                onClick={() => setEditing({ index, date: row.date, amount: row.amount })}
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
                                  onClick={() => removeRow(index)}
                                  disabled={disabled || state.rows.length === 1}
                                >
                                  <DeleteOutlined fontSize="small" />
                                </IconButton>
                              </span>
                            </Tooltip>
                          </>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>{t('schedule.count_total', { n: state.rows.length })}</TableCell>
                <TableCell align="right" sx={{ color: problem?.field === 'rows' ? 'error.main' : undefined }}>
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
      )}

      {editableRows && state.rows.length > 0 && (
        <Box>
          <Button size="small" startIcon={<AddOutlined />} onClick={addRow} disabled={disabled}>
            {t('schedule.add_row')}
          </Button>
        </Box>
      )}

      {otherProblem && (
        <Alert severity={problem?.field === 'rows' ? 'error' : 'warning'} role="alert">
          {otherProblem}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" role="alert">
          {errorText(serverError)}
        </Alert>
      )}
    </Stack>
  );
}
