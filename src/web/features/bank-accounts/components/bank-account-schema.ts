import { saveBankAccountBody } from '@shared/bank-accounts/contracts';
import type { Bank } from '@shared/banks/contracts';
import { ibanBankCode } from '@shared/iban/iban';

const IBAN_FIELDS = ['iban', 'iban_usd', 'iban_eur'] as const;

/**
 * The shared rule (format and check digits) plus the check the server makes against the database: each
 * IBAN's bank code is the chosen bank's, so a typo in the bank shows before saving.
 */
export const bankAccountSchema = (banks: readonly Bank[]) =>
  saveBankAccountBody.superRefine((account, ctx) => {
    const bank = banks.find((item) => item.id === account.bank_id);
    if (!bank) return;
    for (const field of IBAN_FIELDS) {
      const iban = account[field];
      if (iban && ibanBankCode(iban) !== bank.iban)
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.iban_bank_mismatch' });
    }
  });
