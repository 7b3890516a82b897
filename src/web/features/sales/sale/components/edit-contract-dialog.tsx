import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateSaleBody,
  type SaleDetail,
  type UpdateSaleBody,
  type UpdateSaleInput,
} from '@shared/sales/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveAndClose } from '../../../../components/form/use-save-and-close';
import { ContractSection, TermsSection } from '../../sale-form/contract-fields';
import { Section } from '../../sale-form/form-section';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateSale } from '../api/update-sale';

const orEmpty = <T,>(value: T | null) => (value === null ? '' : value);

/** Changes the contract's fields (money and units change through their own actions). */
export function EditContractDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const form = useForm<UpdateSaleBody, unknown, UpdateSaleInput>({
    resolver: zodResolver(updateSaleBody),
    defaultValues: {
      contract_no: sale.contract_no,
      contract_type: sale.contract_type,
      contract_lang: sale.contract_lang,
      contract_start_date: sale.contract_start_date,
      contract_end_date: orEmpty(sale.contract_end_date),
      signing_date: orEmpty(sale.signing_date),
      payment_day: sale.payment_day,
      mortgage_bank_id: orEmpty(sale.mortgage_bank_id),
      mortgage_amount: orEmpty(sale.mortgage_amount),
      agent_id: orEmpty(sale.agent_id),
      agent_fee_percent: orEmpty(sale.agent_fee_percent),
      min_income_percent: orEmpty(sale.min_income_percent),
      is_signed: sale.is_signed,
      is_managable: sale.is_managable,
      vat_payer: sale.vat_payer,
      automatic_recalculation: sale.automatic_recalculation,
      responsible_user_id: orEmpty(sale.responsible_user_id),
      info_source: sale.info_source,
      renovation_price: orEmpty(sale.renovation_price),
    },
  });
  const save = useUpdateSale(sale.id);
  const submit = useSaveAndClose(form, save.mutateAsync, onClose, t('saved'));
  return (
    <FormDialog
      open
      title={t('edit_title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <Section title={t('sections.contract')}>
        <ContractSection control={form.control} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              name="payment_day"
              control={form.control}
              label={t('fields.payment_day')}
              required
              fullWidth
              helperText={t('hints.payment_day')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
      </Section>
      <Divider />
      <Section title={t('sections.terms')}>
        <TermsSection control={form.control} />
      </Section>
    </FormDialog>
  );
}
