import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import { agentFee } from '@shared/bonuses/agent-fees';
import { formatAmount } from '@shared/money/money';
import { agentFeeStatusV2Body, type SaleDetail } from '@shared/sales/contracts';
import type { z } from 'zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useToast } from '../../../../components/feedback/toast-context';
import { FormDateInput } from '../../../../components/form/form-date-input';
import { FormSwitch } from '../../../../components/form/form-switch';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateAgentFee } from '../api/update-agent-fee';

type Input = z.input<typeof agentFeeStatusV2Body>;
type Output = z.output<typeof agentFeeStatusV2Body>;

/** The agent's fee on this sale: total price × fee %, by the rule the agents' fees report uses. */
export function agentFeeOf(total: string, percent: string | null): string | null {
  if (!percent || !/^\d+(\.\d+)?$/.test(percent)) return null;
  return agentFee(total, percent);
}

/** Whether the agent's fee has been paid, and how much and when. */
export function AgentFeeDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const toast = useToast();
  const fail = useFailureHandler();
  const proposed = agentFeeOf(sale.total_price, sale.agent_fee_percent);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(agentFeeStatusV2Body),
    defaultValues: {
      agent_fee: sale.agent_fee,
      agent_is_paid: sale.agent_is_paid,
      paid_amount: sale.agent_fee_paid_amount ?? proposed ?? '',
      paid_date: sale.agent_fee_paid_date ?? tbilisiToday(),
    },
  });
  const paid = useWatch({ control: form.control, name: 'agent_is_paid' }) === true;
  const save = useUpdateAgentFee(sale.id);
  const submit = form.handleSubmit((values) => {
    if (values.agent_is_paid && (values.paid_amount === null || values.paid_date === null)) {
      if (values.paid_amount === null) form.setError('paid_amount', { message: 'validation.required' });
      if (values.paid_date === null) form.setError('paid_date', { message: 'validation.required' });
      return;
    }
    const body: Output = {
      agent_fee: values.agent_is_paid ? 'paid' : 'must_paid',
      agent_is_paid: values.agent_is_paid,
      paid_amount: values.agent_is_paid ? values.paid_amount : null,
      paid_date: values.agent_is_paid ? values.paid_date : null,
    };
    return save.mutateAsync(body).then(
      () => {
        toast.success(t('agent_fee.saved'));
        onClose();
      },
      (error: unknown) => fail(error, form.setError),
    );
  });
  return (
    <FormDialog
      open
      title={t('agent_fee.title', { agent: sale.agent_name ?? '' })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      {proposed && (
        <Typography variant="body2" color="text.secondary">
          {t('agent_fee.proposed', {
            percent: sale.agent_fee_percent,
            amount: formatAmount(proposed, sale.payment_ccy),
          })}
        </Typography>
      )}
      <FormSwitch name="agent_is_paid" control={form.control} label={t('agent_fee.is_paid')} />
      {paid && (
        <>
          <FormTextField
            name="paid_amount"
            control={form.control}
            label={t('agent_fee.paid_amount', { currency: sale.payment_ccy })}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormDateInput name="paid_date" control={form.control} label={t('agent_fee.paid_date')} required />
        </>
      )}
    </FormDialog>
  );
}
