import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bandProblem, sortBands, type Band } from '@shared/bonuses/bands';
import type { BonusInput } from '@shared/bonuses/contracts';
import { decimalPattern } from '@shared/validation/checks';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { catalogueText } from '../../../i18n/catalogue-text';

const PERCENT = decimalPattern(5);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The typed bands as the rule reads them, or null while a figure is still incomplete (its field says so). */
function typedBands(items: BonusInput['items']): Band[] | null {
  const bands: Band[] = [];
  for (const item of items ?? []) {
    const [from, to, rate] = [text(item.percent_from), text(item.percent_to), text(item.bonus_percent)];
    if (!PERCENT.test(from) || !PERCENT.test(rate) || (to !== '' && !PERCENT.test(to))) return null;
    bands.push({ percent_from: from, percent_to: to === '' ? null : to, bonus_percent: rate });
  }
  return bands;
}

/**
 * The schema's bands, one row each; the band that breaks the rules (a gap, an overlap, an open band that
 * is not the last) is named under it as the server would, before anything is sent.
 */
export function BandsEditor({ control }: { control: Control<BonusInput> }) {
  const { t, i18n } = useTranslation('bonuses');
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const bands = typedBands(items);
  const problem = bands ? bandProblem(bands) : null;
  // The rule sorts bands by where they start; the screen names them in the order typed.
  const problemRow = problem && bands ? bands.indexOf(sortBands(bands)[problem.index]!) : -1;
  const problemText = problem ? catalogueText(i18n, problem.key, problem.params) : undefined;
  const serverText = !problem ? errorText(errors.items?.message ?? errors.items?.root?.message) : undefined;

  const addBand = () => {
    const last = items?.at(-1);
    append({ percent_from: text(last?.percent_to) || (last ? '' : '0'), percent_to: '', bonus_percent: '' });
  };

  return (
    <Stack sx={{ gap: 1 }} role="group" aria-label={t('fields.bands')}>
      <Typography variant="subtitle2">{t('fields.bands')}</Typography>
      {fields.length === 0 && <Typography color="text.secondary">{t('bands.none')}</Typography>}
      {fields.map((field, index) => (
        <Stack key={field.id} sx={{ gap: 0.5 }}>
          <Stack
            direction="row"
            sx={{ gap: 1, alignItems: 'flex-start' }}
            role="group"
            aria-label={t('bands.band', { n: index + 1 })}
          >
            <FormTextField
              control={control}
              name={`items.${index}.percent_from`}
              label={t('bands.from')}
              size="small"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <FormTextField
              control={control}
              name={`items.${index}.percent_to`}
              label={t('bands.to')}
              placeholder={t('bands.to_open')}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <FormTextField
              control={control}
              name={`items.${index}.bonus_percent`}
              label={t('bands.rate')}
              size="small"
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={t('bands.remove', { n: index + 1 })}
              onClick={() => remove(index)}
              sx={{ mt: 0.5 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
          {index === problemRow && problemText && (
            <Alert severity="error" sx={{ py: 0 }}>
              {problemText}
            </Alert>
          )}
        </Stack>
      ))}
      {serverText && (
        <Alert severity="error" sx={{ py: 0 }}>
          {serverText}
        </Alert>
      )}
      <Button startIcon={<AddOutlined />} onClick={addBand} sx={{ alignSelf: 'flex-start' }}>
        {t('bands.add')}
      </Button>
    </Stack>
  );
}
