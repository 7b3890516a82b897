import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { SaleDetail, SaveScheduleBody } from '@shared/sales/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { scheduleContext } from '../../sale-form/sale-form-helpers';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { ScheduleEditor } from '../../sale-form/schedule-editor';
import {
  draftFromRows,
  evaluateSchedule,
  monthAfter,
  scheduleParamsOf,
  type ScheduleDraft,
} from '../../sale-form/schedule-draft';
import { useToast } from '../../../../components/feedback/toast-context';
import { useSavePaymentSchedule } from '../api/save-payment-schedule';

/** Replaces the sale's schedule (rows edited by hand, or generated again); the old one stays as a version. */
export function EditScheduleDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const toast = useToast();
  const fail = useFailureHandler();
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    draftFromRows(
      sale.schedule.map((row) => ({ date: row.due_date, amount: row.amount, first: row.first })),
      monthAfter(tbilisiToday()),
    ),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const context = scheduleContext({
    total: sale.total_price,
    first_amount: sale.first_installment_amount,
    first_date: sale.first_installment_date,
    payment_day: sale.payment_day,
  });
  const state = evaluateSchedule(draft, context);
  const save = useSavePaymentSchedule();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.problem) return;
    setErrors({});
    const body: SaveScheduleBody = state.edited
      ? {
          sale_id: sale.id,
          rows: state.rows.map((row) => ({ date: row.date, amount: row.amount.trim(), first: row.first })),
          reason,
        }
      : { sale_id: sale.id, params: { ...scheduleParamsOf(draft), payment_day: sale.payment_day }, reason };
    save.mutateAsync(body).then(
      () => {
        toast.success(t('schedule.saved'));
        onClose();
      },
      (error: unknown) => {
        if (isApiError(error) && error.body.errors) setErrors(error.body.errors);
        fail(error);
      },
    );
  };
  const scheduleError = Object.entries(errors).find(([field]) => field !== 'reason')?.[1][0];

  return (
    <FormDialog
      open
      title={t('schedule.edit_title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
      submitDisabled={state.problem !== null}
    >
      <Typography variant="body2" color="text.secondary">
        {t('schedule.edit_hint')}
      </Typography>
      <ScheduleEditor
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setErrors({});
        }}
        state={state}
        currency={sale.payment_ccy}
        serverError={scheduleError}
      />
      <TextField
        label={t('fields.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        error={!!errors.reason}
        helperText={errors.reason?.join(' ') ?? t('schedule.reason_hint')}
      />
    </FormDialog>
  );
}
