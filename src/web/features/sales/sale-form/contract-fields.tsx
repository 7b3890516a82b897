import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { CONTRACT_LANGUAGES, CONTRACT_TYPES, type UpdateSaleBody } from '@shared/sales/contracts';
import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/form/form-date-input';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAgentOptions } from '../../agents';
import { useBanks } from '../../banks';
import { useResponsibleUsers } from './api/sale-lookups';

/** The contract fields every sale form has (PUT /api/sales/{id} takes exactly these). */
export type ContractValues = UpdateSaleBody;
type Props = { control: Control<ContractValues> };

const cell = (children: ReactNode, size: Record<string, number> = { xs: 12, sm: 6, md: 4 }) => (
  <Grid size={size}>{children}</Grid>
);

const decimal = { htmlInput: { inputMode: 'decimal' as const } };

/** Number, type, language, dates, responsible manager, info source and the four switches. */
export const ContractSection = memo(function ContractSection({ control }: Props) {
  const { t } = useTranslation('sale');
  const managers = useResponsibleUsers().data ?? [];
  return (
    <Stack sx={{ gap: 1 }}>
      <Grid container spacing={2}>
        {cell(
          <FormTextField
            name="contract_no"
            control={control}
            label={t('fields.contract_no')}
            required
            fullWidth
          />,
        )}
        {cell(
          <FormSelect
            name="contract_type"
            control={control}
            label={t('fields.contract_type')}
            required
            fullWidth
            options={CONTRACT_TYPES.map((v) => ({ value: v, label: t(`contract_types.${v}`) }))}
          />,
        )}
        {cell(
          <FormSelect
            name="contract_lang"
            control={control}
            label={t('fields.contract_lang')}
            required
            fullWidth
            options={CONTRACT_LANGUAGES.map((v) => ({ value: v, label: t(`languages.${v}`) }))}
          />,
        )}
        {cell(
          <FormDateInput
            name="contract_start_date"
            control={control}
            label={t('fields.contract_start_date')}
            required
            fullWidth
          />,
        )}
        {cell(
          <FormDateInput name="signing_date" control={control} label={t('fields.signing_date')} fullWidth />,
        )}
        {cell(
          <FormDateInput
            name="contract_end_date"
            control={control}
            label={t('fields.contract_end_date')}
            fullWidth
          />,
        )}
        {cell(
          <FormSelect
            name="responsible_user_id"
            control={control}
            label={t('fields.responsible')}
            allowEmpty
            fullWidth
            options={managers.map((m) => ({ value: m.id, label: m.name }))}
          />,
        )}
        {cell(
          <FormTextField name="info_source" control={control} label={t('fields.info_source')} fullWidth />,
          {
            xs: 12,
            sm: 6,
            md: 8,
          },
        )}
      </Grid>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormSwitch name="is_signed" control={control} label={t('fields.is_signed')} />
        <FormSwitch name="is_managable" control={control} label={t('fields.is_managable')} />
        <FormSwitch name="vat_payer" control={control} label={t('fields.vat_payer')} />
        <FormSwitch
          name="automatic_recalculation"
          control={control}
          label={t('fields.automatic_recalculation')}
          helperText={t('hints.automatic_recalculation')}
        />
      </Stack>
    </Stack>
  );
});

/** Mortgage (bank and amount), agent and fee, minimum income and renovation price. */
export const TermsSection = memo(function TermsSection({ control }: Props) {
  const { t, i18n } = useTranslation('sale');
  const banks = useBanks().data ?? [];
  const agentList = useAgentOptions({ activeOnly: true }).data;
  const agents = useMemo(() => agentList ?? [], [agentList]);
  const fee = useController({ name: 'agent_fee_percent', control });
  const agentId = useWatch({ name: 'agent_id', control });
  const seenAgent = useRef(agentId);
  useEffect(() => {
    if (seenAgent.current === agentId) return;
    seenAgent.current = agentId;
    const picked = agents.find((a) => a.id === Number(agentId));
    // The agent's usual fee is proposed while no fee is typed.
    if (picked?.fee_percent && (fee.field.value === '' || fee.field.value == null))
      fee.field.onChange(picked.fee_percent);
  }, [agentId, agents, fee.field]);
  const bankTitle = (b: { title: string; title_en: string }) =>
    i18n.language === 'ka' ? b.title : b.title_en || b.title;
  return (
    <Grid container spacing={2}>
      {cell(
        <FormSelect
          name="mortgage_bank_id"
          control={control}
          label={t('fields.mortgage_bank')}
          allowEmpty
          fullWidth
          options={banks.map((b) => ({ value: b.id, label: bankTitle(b) }))}
        />,
        { xs: 12, sm: 6 },
      )}
      {cell(
        <FormTextField
          name="mortgage_amount"
          control={control}
          label={t('fields.mortgage_amount')}
          fullWidth
          slotProps={decimal}
        />,
        { xs: 12, sm: 6 },
      )}
      {cell(
        <FormSelect
          name="agent_id"
          control={control}
          label={t('fields.agent')}
          allowEmpty
          fullWidth
          options={agents.map((a) => ({ value: a.id, label: a.name }))}
        />,
        { xs: 12, sm: 6 },
      )}
      {cell(
        <FormTextField
          name="agent_fee_percent"
          control={control}
          label={t('fields.agent_fee_percent')}
          fullWidth
          slotProps={decimal}
        />,
        { xs: 12, sm: 6 },
      )}
      {cell(
        <FormTextField
          name="min_income_percent"
          control={control}
          label={t('fields.min_income_percent')}
          fullWidth
          slotProps={decimal}
        />,
        { xs: 12, sm: 6 },
      )}
      {cell(
        <FormTextField
          name="renovation_price"
          control={control}
          label={t('fields.renovation_price')}
          fullWidth
          slotProps={decimal}
        />,
        { xs: 12, sm: 6 },
      )}
    </Grid>
  );
});
