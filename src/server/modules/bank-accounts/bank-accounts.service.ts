import type { z } from 'zod';
import { toBankAccount, type BankAccount, type saveBankAccountBody } from '@shared/bank-accounts/contracts';
import type { MessageKey } from '@shared/i18n/messages';
import { ibanBankCode } from '@shared/iban/iban';
import type { AuthUser } from '../../platform/access';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound, ValidationFailed } from '../../platform/errors';
import * as repo from './bank-accounts.repository';

type SaveInput = z.output<typeof saveBankAccountBody>;

const view = ({ account, bank }: repo.AccountRow): BankAccount => toBankAccount(account, bank);

const snapshot = ({ id: _id, created_at: _c, updated_at: _u, ...values }: repo.AccountRecord) => values;

export async function listAccounts(
  deps: AppDeps,
  user: AuthUser,
  buildingId?: number,
): Promise<BankAccount[]> {
  return (await repo.listAccounts(deps.db, user, { buildingId })).map(view);
}

async function getAccount(deps: AppDeps, user: AuthUser, id: number): Promise<BankAccount> {
  const [row] = await repo.listAccounts(deps.db, user, { id });
  if (!row) throw notFound();
  return view(row);
}

/** What only the database can tell: the bank and complex exist, the block is the complex's, IBANs are the bank's. */
async function checkReferences(deps: AppDeps, user: AuthUser, input: SaveInput): Promise<repo.AccountValues> {
  const { id: _id, ...values } = input;
  const errors: Record<string, MessageKey[]> = {};
  const bank = await repo.findBank(deps.db, input.bank_id);
  if (!bank) errors.bank_id = ['validation.invalid_value'];
  if (input.building_id !== null) {
    const building = await repo.findBuilding(deps.db, user, input.building_id);
    if (!building) errors.building_id = ['validation.invalid_value'];
    else if (input.building_block && !building.blocks.includes(input.building_block))
      errors.building_block = ['validation.block_not_in_building'];
  }
  for (const field of ['iban', 'iban_usd', 'iban_eur'] as const) {
    if (bank && input[field] && ibanBankCode(input[field]) !== bank.iban)
      errors[field] = ['validation.iban_bank_mismatch'];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return values;
}

export async function saveAccount(
  deps: AppDeps,
  user: AuthUser,
  input: SaveInput,
  audit: AuditContext,
): Promise<BankAccount> {
  const values = await checkReferences(deps, user, input);
  const id = await deps.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const created = await repo.insertAccount(tx, values);
      await writeAudit(tx, audit, {
        action: 'create',
        entityType: 'bank_account',
        entityId: created.id,
        after: snapshot(created),
      });
      return created.id;
    }
    const before = await repo.findAccount(tx, user, input.id);
    if (!before) throw notFound();
    const after = await repo.updateAccount(tx, input.id, values);
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'bank_account',
      entityId: input.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return input.id;
  });
  return getAccount(deps, user, id);
}

export async function deleteAccount(deps: AppDeps, user: AuthUser, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findAccount(tx, user, id);
    if (!before) throw notFound();
    await repo.deleteAccount(tx, id);
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'bank_account',
      entityId: id,
      before: snapshot(before),
    });
  });
}
