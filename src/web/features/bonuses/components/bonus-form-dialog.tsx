import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { bandProblem } from '@shared/bonuses/bands';
import {
  BONUS_BASES,
  BONUS_PERIODS,
  BONUS_TYPES,
  bonusBody,
  TIER_MODES,
  type BonusBody,
  type BonusInput,
  type BonusSchema,
} from '@shared/bonuses/contracts';
import { tbilisiToday } from '@shared/dates/date-formats';
import { CURRENCIES } from '@shared/money/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormMultiSelect } from '../../../components/form/form-multi-select';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useParticipants } from '../api/get-participants';
import { useSaveBonus } from '../api/save-bonus';
import { BandsEditor } from './bands-editor';

/** The form refuses bands the server would refuse; the editor shows which band and why. */
const formSchema = bonusBody.superRefine((body, ctx) => {
  const problem = bandProblem(body.items);
  if (problem) ctx.addIssue({ code: 'custom', path: ['items'], message: problem.key });
});

function blank(): BonusInput {
  const today = tbilisiToday();
  return {
    name: '',
    type: 'individual',
    participant_ids: [],
    period: 'monthly',
    start: `${today.slice(0, 7)}-01`,
    end: `${today.slice(0, 4)}-12-31`,
    target_amount: '',
    currency: 'GEL',
    basis: 'signed',
    tier_mode: 'marginal',
    clawback: true,
    items: [{ percent_from: '0', percent_to: '', bonus_percent: '' }],
  };
}

const input = (s: BonusSchema): BonusInput => ({
  id: s.id,
  name: s.name,
  type: s.type,
  participant_ids: s.participant_ids,
  period: s.period,
  start: s.start,
  end: s.end,
  target_amount: s.target_amount,
  currency: s.currency,
  basis: s.basis,
  tier_mode: s.tier_mode,
  clawback: s.clawback,
  items: s.items.map((i) => ({
    percent_from: i.percent_from,
    percent_to: i.percent_to ?? '',
    bonus_percent: i.bonus_percent,
  })),
});

/** Adds a bonus schema, or edits the one given, with its bands. */
export function BonusFormDialog({ schema, onClose }: { schema: BonusSchema | null; onClose: () => void }) {
  const { t } = useTranslation('bonuses');
  const form = useForm<BonusInput, unknown, BonusBody>({
    resolver: zodResolver(formSchema),
    defaultValues: schema ? input(schema) : blank(),
  });
  const participants = useParticipants();
  const save = useSaveBonus();
  const submit = useSaveAndClose(form, (body) => save.mutateAsync(body), onClose);
  const { control } = form;
  const options = <K extends string>(values: readonly K[], group: string) =>
    values.map((value) => ({ value, label: t(`${group}.${value}` as never) }));
  return (
    <FormDialog
      open
      title={schema ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <FormTextField control={control} name="name" label={t('fields.name')} required autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormSelect
          control={control}
          name="type"
          label={t('fields.type')}
          options={options(BONUS_TYPES, 'types')}
          required
        />
        <FormSelect
          control={control}
          name="period"
          label={t('fields.period')}
          options={options(BONUS_PERIODS, 'periods')}
          required
        />
      </Stack>
      <FormMultiSelect
        control={control}
        name="participant_ids"
        label={t('fields.participants')}
        options={(participants.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormDateInput control={control} name="start" label={t('fields.start')} required />
        <FormDateInput control={control} name="end" label={t('fields.end')} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField
          control={control}
          name="target_amount"
          label={t('fields.target_amount')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormSelect
          control={control}
          name="currency"
          label={t('fields.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          required
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormSelect
          control={control}
          name="basis"
          label={t('fields.basis')}
          options={options(BONUS_BASES, 'bases')}
          required
        />
        <FormSelect
          control={control}
          name="tier_mode"
          label={t('fields.tier_mode')}
          options={options(TIER_MODES, 'tier_modes')}
          required
        />
      </Stack>
      <FormSwitch control={control} name="clawback" label={t('fields.clawback')} />
      <BandsEditor control={control} />
    </FormDialog>
  );
}
