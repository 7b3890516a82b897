import AddOutlined from '@mui/icons-material/AddOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Currency } from '@shared/money/money';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/use-error-text';
import { useProblemText } from './problem-text';
import type { ScheduleDraft, ScheduleState } from './schedule-draft';
import { SCHEDULE_INPUT_FIELDS, ScheduleInputs } from './schedule-inputs';
import { ScheduleTable } from './schedule-table';
import { useScheduleEditing } from './use-schedule-editing';

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
  const editing = useScheduleEditing(draft, onChange, state.rows);
  const problem = state.problem;
  const fieldProblem = (field: (typeof SCHEDULE_INPUT_FIELDS)[number]) =>
    problem && problem.field === field ? problemText(problem) : undefined;
  const otherProblem =
    problem && !(SCHEDULE_INPUT_FIELDS as readonly string[]).includes(problem.field)
      ? problemText(problem)
      : undefined;

  return (
    <Stack sx={{ gap: 2 }} component="section" aria-label={t('schedule.title')}>
      <ScheduleInputs
        draft={draft}
        setInput={editing.setInput}
        fieldProblem={fieldProblem}
        disabled={disabled}
      />

      {state.edited && (
        <Alert
          severity="info"
          action={
            editableRows && (
              <Button
                color="inherit"
                size="small"
                startIcon={<RestartAltOutlined />}
                onClick={() => editing.setInput({})}
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
        <ScheduleTable
          state={state}
          currency={currency}
          editing={editing}
          editableRows={editableRows}
          disabled={disabled}
        />
      )}

      {editableRows && state.rows.length > 0 && (
        <Box>
          <Button size="small" startIcon={<AddOutlined />} onClick={editing.addRow} disabled={disabled}>
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
