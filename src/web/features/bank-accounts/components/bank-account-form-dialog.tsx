import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { BankAccount, SaveBankAccountBody, saveBankAccountBody } from '@shared/bank-accounts/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useBanks } from '../../banks';
import { useBuildingOptions } from '../../buildings';
import { useSaveBankAccount } from '../api/save-bank-account';
import { bankAccountSchema } from './bank-account-schema';
import { localizedName } from '@shared/i18n/locales';

type Output = z.output<typeof saveBankAccountBody>;

const emptyAccount: SaveBankAccountBody = {
  bank_id: '',
  building_id: '',
  building_block: '',
  iban: '',
  iban_usd: '',
  iban_eur: '',
  mediator_bank_usd: '',
  mediator_bank_eur: '',
};

const toValues = (account: BankAccount): SaveBankAccountBody => ({
  id: account.id,
  bank_id: account.bank_id,
  building_id: account.building_id ?? '',
  building_block: account.building_block ?? '',
  iban: account.iban,
  iban_usd: account.iban_usd,
  iban_eur: account.iban_eur,
  mediator_bank_usd: account.mediator_bank_usd,
  mediator_bank_eur: account.mediator_bank_eur,
});

/** Adds a bank account, or edits the one given. */
export function BankAccountFormDialog({
  account,
  onClose,
}: {
  account: BankAccount | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bankAccounts');
  const banks = useBanks().data ?? [];
  const buildings = useBuildingOptions().data ?? [];
  const form = useForm<SaveBankAccountBody, unknown, Output>({
    resolver: zodResolver(bankAccountSchema(banks)),
    defaultValues: account ? toValues(account) : emptyAccount,
  });
  const chosenBuilding = useWatch({ control: form.control, name: 'building_id' });
  const blocks = buildings.find((building) => building.id === Number(chosenBuilding))?.blocks ?? [];
  const save = useSaveBankAccount();

  const submit = useSaveAndClose(form, save.mutateAsync, onClose);

  const english = i18n.language !== 'ka';
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <FormDialog
      open
      title={account ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <FormSelect
        name="bank_id"
        control={form.control}
        label={t('fields.bank')}
        required
        options={banks.map((bank) => ({
          value: bank.id,
          label: english && bank.title_en ? bank.title_en : bank.title,
        }))}
      />
      <Box sx={twoColumns}>
        <FormSelect
          name="building_id"
          control={form.control}
          label={t('fields.building')}
          allowEmpty={t('company_account')}
          options={buildings.map((building) => ({
            value: building.id,
            label: localizedName(building, i18n.language),
          }))}
        />
        <FormSelect
          name="building_block"
          control={form.control}
          label={t('fields.block')}
          allowEmpty={t('general')}
          options={blocks.map((block) => ({ value: block, label: block }))}
        />
      </Box>
      <FormTextField
        name="iban"
        control={form.control}
        label={t('fields.iban')}
        helperText={t('hints.iban')}
      />
      <FormTextField name="iban_usd" control={form.control} label={t('fields.iban_usd')} />
      <FormTextField name="iban_eur" control={form.control} label={t('fields.iban_eur')} />
      <Box sx={twoColumns}>
        <FormTextField
          name="mediator_bank_usd"
          control={form.control}
          label={t('fields.mediator_bank_usd')}
        />
        <FormTextField
          name="mediator_bank_eur"
          control={form.control}
          label={t('fields.mediator_bank_eur')}
        />
      </Box>
    </FormDialog>
  );
}
