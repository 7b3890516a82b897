import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { splitBody, type PropertyDetail, type SplitBody } from '@shared/properties/contracts';
import { partsCoverArea } from '@shared/properties/split';
import { sumDecimals } from '@shared/properties/pricing';
import { decimalPattern } from '@shared/validation/checks';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useSplitProperty } from '../api/split-property';

const emptyPart = { number: '', rooms: '', total_area: '' };
/** An area typed so far counts towards the running sum once it is a decimal with at most two places. */
const DECIMAL = decimalPattern();

/** Splits a unit into parts whose areas must add up to its own; the running sum shows as they are typed. */
export function SplitDialog({ unit, onClose }: { unit: PropertyDetail; onClose: () => void }) {
  const { t } = useTranslation('properties');
  const errorText = useErrorText();
  const form = useForm<SplitBody, unknown, z.output<typeof splitBody>>({
    resolver: zodResolver(splitBody),
    defaultValues: {
      parts: [
        { ...emptyPart, number: `${unit.number}-1` },
        { ...emptyPart, number: `${unit.number}-2` },
      ],
    },
  });
  const parts = useFieldArray({ control: form.control, name: 'parts' });
  const areas = (useWatch({ control: form.control, name: 'parts' }) ?? []).map((part) =>
    String(part.total_area ?? '').trim(),
  );
  const typed = areas.filter((area) => DECIMAL.test(area));
  const covered = typed.length === areas.length && partsCoverArea(unit.total_area, typed);
  const split = useSplitProperty();

  const submit = useSaveAndClose(form, (body) => split.mutateAsync({ id: unit.id, body }), onClose);

  const partsError = errorText(
    form.formState.errors.parts?.message ?? form.formState.errors.parts?.root?.message,
  );
  return (
    <FormDialog
      open
      title={t('split.title', { number: unit.number })}
      onClose={onClose}
      onSubmit={submit}
      submitting={split.isPending}
      maxWidth="md"
    >
      {parts.fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: '2fr 1fr 1.5fr auto', alignItems: 'start' }}
        >
          <FormTextField
            name={`parts.${index}.number`}
            control={form.control}
            label={t('fields.number')}
            required
          />
          <FormTextField
            name={`parts.${index}.rooms`}
            control={form.control}
            label={t('fields.rooms')}
            type="number"
          />
          <FormTextField
            name={`parts.${index}.total_area`}
            control={form.control}
            label={t('fields.total_area')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton
            aria-label={t('split.remove_part')}
            onClick={() => parts.remove(index)}
            disabled={parts.fields.length <= 2}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={() => parts.append(emptyPart)}>
          {t('split.add_part')}
        </Button>
      </Box>
      <Alert severity={covered ? 'success' : 'warning'} role="status">
        {t('split.sum', { sum: sumDecimals(typed), total: unit.total_area })}
      </Alert>
      {partsError && <Alert severity="error">{partsError}</Alert>}
    </FormDialog>
  );
}
