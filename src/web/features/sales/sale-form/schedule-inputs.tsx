import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { ScheduleDraft } from './schedule-draft';

export const SCHEDULE_INPUT_FIELDS = ['start_month', 'count', 'end_month', 'formula'] as const;
type InputField = (typeof SCHEDULE_INPUT_FIELDS)[number];

type Props = {
  draft: ScheduleDraft;
  setInput: (patch: Partial<ScheduleDraft>) => void;
  /** The problem text of a generator input, if it has one. */
  fieldProblem: (field: InputField) => string | undefined;
  disabled?: boolean;
};

/** The generator's inputs: first month, number of instalments or last month, and the formula. */
export function ScheduleInputs({ draft, setInput, fieldProblem, disabled }: Props) {
  const { t } = useTranslation('sale');
  return (
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
  );
}
