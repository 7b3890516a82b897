import { zodResolver } from '@hookform/resolvers/zod';
import { saveBankBody, type Bank, type SaveBankBody } from '@shared/banks/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveBank } from '../api/save-bank';

/** Adds a bank, or edits the one given. */
export function BankFormDialog({ bank, onClose }: { bank: Bank | null; onClose: () => void }) {
  const { t } = useTranslation('banks');
  const form = useForm<SaveBankBody, unknown, z.output<typeof saveBankBody>>({
    resolver: zodResolver(saveBankBody),
    defaultValues: bank ?? { title: '', title_en: '', code: '', iban: '' },
  });
  const save = useSaveBank();

  const submit = useSaveAndClose(form, save.mutateAsync, onClose);

  return (
    <FormDialog
      open
      title={bank ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormTextField name="title" control={form.control} label={t('fields.title')} required autoFocus />
      <FormTextField name="title_en" control={form.control} label={t('fields.title_en')} />
      <FormTextField
        name="code"
        control={form.control}
        label={t('fields.code')}
        required
        helperText={t('hints.code')}
      />
      <FormTextField
        name="iban"
        control={form.control}
        label={t('fields.iban')}
        required
        helperText={t('hints.iban')}
        slotProps={{ htmlInput: { maxLength: 2 } }}
      />
    </FormDialog>
  );
}
