import type { AdvancePayment, SaveAdvancePaymentInput } from '@shared/advance-payments/contracts';
import { customerName } from '@shared/customers/contracts';
import { localized } from '@shared/i18n/locales';
import type { Locale } from '@shared/i18n/locales';
import type { MessageKey } from '@shared/i18n/messages';
import type { PageQuery } from '@shared/pagination';
import { writeAudit, type AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { notFound, ValidationFailed } from '../../platform/errors';
import { requireLinks } from '../../platform/linked-records';
import { paginateAt } from '../../platform/pagination';
import { customerLink } from '../customers/customers.service';
import { propertyLink } from '../properties/properties.service';
import * as repo from './advance-payments.repository';

function present(row: repo.JoinedAdvance, locale: Locale): AdvancePayment {
  const a = row.advance;
  return {
    id: a.id,
    customer_id: a.customer_id,
    customer_name: customerName(row.customer, locale),
    amount: a.amount,
    currency: a.currency,
    paid_at: a.paid_at,
    property_id: a.property_id,
    property:
      row.property && row.building
        ? {
            building_name: localized(locale, row.building.name, row.building.name_en, row.building.name_ru),
            block: row.property.block,
            number: row.property.number,
          }
        : null,
    bank_account_id: a.bank_account_id,
    bank_account:
      row.account && row.bank
        ? `${(locale === 'ka' ? '' : row.bank.title_en) || row.bank.title} ${row.account.iban}`.trim()
        : null,
    note: a.note,
    sale_id: a.sale_id,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
  };
}

const snapshot = (a: repo.StoredAdvance) => ({
  customer_id: a.customer_id,
  amount: a.amount,
  currency: a.currency,
  paid_at: a.paid_at,
  property_id: a.property_id,
  bank_account_id: a.bank_account_id,
  note: a.note,
});

/** One page of the advances the user may see, with the totals by currency of every advance that matches. */
export async function listAdvances(
  deps: AppDeps,
  user: repo.Scope,
  query: PageQuery & repo.AdvanceFilters,
  url: string,
  locale: Locale,
) {
  const { page, perpage, ...filters } = query;
  const list = await paginateAt(
    url,
    { page, perpage },
    () => repo.countAdvances(deps.db, user, filters),
    async (window) =>
      (await repo.listAdvances(deps.db, user, filters, window)).map((row) => present(row, locale)),
  );
  const totals = await repo.totalsByCurrency(deps.db, user, filters);
  return { ...list, totals: totals };
}

export async function getAdvance(deps: AppDeps, user: repo.Scope, id: number, locale: Locale) {
  const row = await repo.findAdvance(deps.db, user, id);
  if (!row) throw notFound();
  return present(row, locale);
}

type Writer = repo.Scope & { id: number };

/**
 * Every link must name a record the user may use; all problems are answered at once. The customer and the
 * unit are ones the user may see (spec §6; an unseen one reads as a missing one), the customer checked
 * when it is new to the advance.
 */
async function checkLinks(
  db: AppDeps['db'],
  user: Writer,
  input: SaveAdvancePaymentInput,
  before?: repo.JoinedAdvance['advance'],
) {
  const errors: Record<string, MessageKey[]> = {};
  if (input.bank_account_id !== null && !(await repo.accountExists(db, input.bank_account_id)))
    errors.bank_account_id = ['advance_payments.account_unknown'];
  await requireLinks(
    {
      customer_id:
        before?.customer_id !== input.customer_id &&
        customerLink(db, user, input.customer_id, 'advance_payments.customer_unknown'),
      property_id:
        input.property_id !== null &&
        propertyLink(db, user, input.property_id, 'advance_payments.unit_unknown'),
    },
    errors,
  );
}

export async function createAdvance(
  deps: AppDeps,
  user: Writer,
  input: SaveAdvancePaymentInput,
  audit: AuditContext,
): Promise<number> {
  await checkLinks(deps.db, user, input);
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertAdvance(tx, { ...input, created_by: user.id });
    await writeAudit(tx, audit, {
      action: 'create',
      entityType: 'advance_payment',
      entityId: created.id,
      after: snapshot(created),
    });
    return created.id;
  });
}

export async function updateAdvance(
  deps: AppDeps,
  user: Writer,
  id: number,
  input: SaveAdvancePaymentInput,
  audit: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findAdvance(tx, user, id);
    if (!current) throw notFound();
    if (current.advance.sale_id !== null) throw new ValidationFailed({}, 'advance_payments.applied_locked');
    await checkLinks(tx, user, input, current.advance);
    const after = await repo.updateOpenAdvance(tx, id, input);
    if (!after) throw new ValidationFailed({}, 'advance_payments.applied_locked');
    await writeAudit(tx, audit, {
      action: 'update',
      entityType: 'advance_payment',
      entityId: id,
      before: snapshot(current.advance),
      after: snapshot(after),
    });
  });
}

export async function deleteAdvance(deps: AppDeps, user: repo.Scope, id: number, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findAdvance(tx, user, id);
    if (!current) throw notFound();
    const removed = await repo.deleteOpenAdvance(tx, id);
    if (!removed) throw new ValidationFailed({}, 'advance_payments.applied_locked');
    await writeAudit(tx, audit, {
      action: 'delete',
      entityType: 'advance_payment',
      entityId: id,
      before: snapshot(removed),
    });
  });
}
